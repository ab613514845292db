import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { TeamMemberDto } from '../../../modules/team/team-member.schema';
import { MemberPhoto } from './member-photo';
import { MemberSocialLinks } from './social-links';
import { hoverLiftProps } from '../../components/ui/surfaces';

export function TeamCard({ member }: { member: TeamMemberDto }) {
  return (
    <Card.Root h="full" variant="outline" borderRadius="xl" overflow="hidden" {...hoverLiftProps('xs', 'md')}>
      <MemberPhoto
        name={member.name}
        photoUrl={member.photoUrl}
        width="100%"
        crop="square"
        rounded="0"
        sizes="(min-width: 62em) 440px, (min-width: 48em) 50vw, 100vw"
      />
      <Card.Body p="6" gap="0">
        <Heading as="h2" textStyle="cardTitle">
          {member.name}
        </Heading>
        <Text color="accent" fontWeight="medium" mt="1">
          {member.title}
        </Text>
        <Text color="fg.muted" mt="3" lineClamp="2">
          {member.bio}
        </Text>
        <Box flex="1" />
        <Flex mt="5" w="full" justify="space-between" align="center" gap="3" pt="4" borderTopWidth="1px" borderColor="border">
          <MemberSocialLinks name={member.name} linkedinUrl={member.linkedinUrl} twitterUrl={member.twitterUrl} />
          <Button asChild variant="ghost" colorPalette="blue" size="sm" ms="auto">
            <Link href={`/team/${member.id}`} aria-label={`View Profile: ${member.name}`}>
              View Profile <ArrowRight size={16} aria-hidden />
            </Link>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

import { Badge, Box, Button, Card, Flex, Heading, Link as ChakraLink, Stack, Text, Wrap } from '@chakra-ui/react';
import { Mail, MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import type { TeamMemberDto } from '../../../modules/team/team-member.schema';
import { memberProfiles } from './social-links';

const specialtyList = (specialties: string | null) =>
  (specialties ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Contact details, department, specialties and profile links beside a member's biography. */
export function MemberSidebar({ member }: { member: TeamMemberDto }) {
  const specialties = specialtyList(member.specialties);
  const profiles = memberProfiles(member);
  return (
    <Card.Root variant="outline" borderRadius="xl" boxShadow="sm">
      <Card.Body p="6" gap="6">
        {member.email && (
          <Box>
            <Heading as="h2" textStyle="overline" color="fg.muted">
              Email
            </Heading>
            <ChakraLink
              href={`mailto:${member.email}`}
              color="accent"
              mt="2"
              display="inline-flex"
              alignItems="center"
              gap="2"
              textStyle="caption"
              overflowWrap="anywhere"
            >
              <Mail size={16} aria-hidden style={{ flexShrink: 0 }} />
              {member.email}
            </ChakraLink>
          </Box>
        )}
        {member.department && (
          <Box>
            <Heading as="h2" textStyle="overline" color="fg.muted">
              Department
            </Heading>
            <Text mt="2" fontWeight="medium">
              {member.department}
            </Text>
          </Box>
        )}
        {specialties.length > 0 && (
          <Box>
            <Heading as="h2" textStyle="overline" color="fg.muted">
              Specialties
            </Heading>
            <Wrap mt="3" gap="2">
              {specialties.map((specialty) => (
                <Badge key={specialty} colorPalette="blue" variant="subtle" size="md" px="2.5" py="1" borderRadius="md">
                  {specialty}
                </Badge>
              ))}
            </Wrap>
          </Box>
        )}
        <Stack gap="3">
          {profiles.length > 0 && (
            <Flex gap="3" wrap="wrap">
              {profiles.map(({ network, href, Icon }) => (
                <Button key={network} asChild variant="outline" flex="1">
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${member.name} on ${network}`}>
                    <Icon size={18} /> {network}
                  </a>
                </Button>
              ))}
            </Flex>
          )}
          <Button asChild colorPalette="blue">
            <Link href="/#contact">
              <MessageSquare size={18} aria-hidden /> Contact
            </Link>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

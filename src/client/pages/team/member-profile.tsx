import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { TeamMemberDto } from '../../../modules/team/team-member.schema';
import { splitLines } from './split-lines';

/** The member's quote, biography and achievements. */
export function MemberProfile({ member }: { member: TeamMemberDto }) {
  const bio = splitLines(member.bio);
  const achievements = splitLines(member.achievements);
  return (
    <Stack gap="10">
      {member.quote && (
        <Box
          as="blockquote"
          borderStartWidth="4px"
          borderColor="blue.500"
          bg="surface.alt"
          borderRadius="md"
          px={{ base: '5', md: '8' }}
          py="6"
          textStyle="lead"
          fontStyle="italic"
          lineHeight="tall"
        >
          <Text>“{member.quote}”</Text>
        </Box>
      )}
      <Box>
        <Heading as="h2" textStyle="subTitle" mb="4">
          Biography
        </Heading>
        <Stack gap="4">
          {bio.map((paragraph, index) => (
            <Text key={index} textStyle="lead">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Box>
      {achievements.length > 0 && (
        <Box>
          <Heading as="h2" textStyle="subTitle" mb="4">
            Key Achievements
          </Heading>
          <List.Root as="ul" gap="3" ps="5" textStyle="lead">
            {achievements.map((achievement, index) => (
              <List.Item key={index} _marker={{ color: 'accent' }}>
                {achievement}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}

import { Box, Heading, List, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useSiteSettings } from '../../lib/site-context';

const REASONS = [
  { title: 'Meaningful work', text: 'Engagements that change how banks, retailers and public bodies serve real people.' },
  { title: 'Senior colleagues', text: 'Learn alongside consultants with over 25 years of sector experience.' },
  { title: 'A proven method', text: 'Define. Design. Develop. gives every project a clear structure, so you can focus on the problem.' },
  { title: 'Room to grow', text: 'Funded qualifications, a personal development budget and a say in how the firm evolves.' },
];

export function JoinReasons() {
  const { company } = useSiteSettings();
  return (
    <Box bg="bg.muted" borderRadius="xl" p={{ base: '6', md: '8' }}>
      <Heading as="h2" textStyle="subTitle">
        Four Reasons to Join {company.shortName}
      </Heading>
      <List.Root as="ul" gap="4" mt="6" variant="plain">
        {REASONS.map((reason) => (
          <List.Item key={reason.title} alignItems="flex-start">
            <List.Indicator asChild color="accent" mt="1">
              <CircleCheck size={20} aria-hidden />
            </List.Indicator>
            <Text>
              <Text as="strong" fontWeight="semibold">
                {reason.title}.
              </Text>{' '}
              <Text as="span" color="fg.muted">
                {reason.text}
              </Text>
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

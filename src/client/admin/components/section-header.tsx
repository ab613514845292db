import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { title: string; description?: ReactNode; actions?: ReactNode };

/** A section's h2 title with an optional description and right-aligned actions: <SectionHeader title="Services" description="…" actions={<Button>…</Button>} />. */
export function SectionHeader({ title, description, actions }: Props) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} direction={{ base: 'column', sm: 'row' }} gap="4" mb="6">
      <Stack gap="1">
        <Heading as="h2" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Flex gap="2" wrap="wrap" flexShrink={0}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

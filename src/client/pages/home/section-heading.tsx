import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The eyebrow, h2 and introduction that open each band, so every section reads the same way. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = 'center',
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  align?: 'center' | 'start';
}) {
  const centred = align === 'center';
  return (
    <Stack gap="3" mb={{ base: '8', md: '12' }} textAlign={centred ? 'center' : 'start'} align={centred ? 'center' : 'flex-start'}>
      {eyebrow && (
        <Text color="accent" textStyle="overline">
          {eyebrow}
        </Text>
      )}
      <Heading as="h2" id={id} textStyle="sectionTitle">
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" textStyle="lead" maxW="2xl">
          {intro}
        </Text>
      )}
    </Stack>
  );
}

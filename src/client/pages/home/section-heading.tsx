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
        <Text color="accent" fontSize="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase">
          {eyebrow}
        </Text>
      )}
      <Heading as="h2" id={id} size={{ base: '2xl', md: '4xl' }} fontWeight="bold" lineHeight="1.2">
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          {intro}
        </Text>
      )}
    </Stack>
  );
}

import { Box, Container, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The one content width: sections, heroes, header and footer line up on it. */
export const CONTENT_WIDTH = '6xl';
/** Chakra's Container padding, for rows that are not a Container (the header's). */
export const CONTENT_PADDING_X = { base: '4', md: '6', lg: '8' };

/** A full-width page band with the standard content width and vertical rhythm. */
export function Section({ id, alt, children, maxW = CONTENT_WIDTH, ...props }: { id?: string; alt?: boolean; children: ReactNode; maxW?: string } & BoxProps) {
  return (
    <Box as="section" id={id} bg={alt ? 'surface.alt' : 'surface'} py={{ base: '14', md: '20' }} {...props}>
      <Container maxW={maxW}>{children}</Container>
    </Box>
  );
}

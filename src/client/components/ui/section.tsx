import { Box, Container, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A full-width page band with the standard content width and vertical rhythm. */
export function Section({ id, alt, children, maxW = '6xl', ...props }: { id?: string; alt?: boolean; children: ReactNode; maxW?: string } & BoxProps) {
  return (
    <Box as="section" id={id} bg={alt ? 'surface.alt' : 'surface'} py={{ base: '14', md: '20' }} {...props}>
      <Container maxW={maxW}>{children}</Container>
    </Box>
  );
}

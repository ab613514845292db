import { Box, type BoxProps } from '@chakra-ui/react';

/** Fades its children in as they scroll into view (lib/reveal-on-scroll.ts does it in the browser). */
export function Reveal({ children, ...props }: BoxProps) {
  return (
    <Box data-reveal="static" {...props}>
      {children}
    </Box>
  );
}

import { Box, type BoxProps } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { ResponsiveImage } from './responsive-image';

/** The demo content's art (scripts/art/draw-demo-art.ts) is drawn in the brand palette already. */
const DESIGNED_ART = '/images/';
export const isDesignedArt = (src: string) => src.startsWith(DESIGNED_ART);

/**
 * An image in a fixed frame (its aspect ratio and corners from `frame`). A photo staff upload is shown
 * as a navy-to-pale-blue duotone (decision 046): grey, then its highlights tinted pale blue (multiply)
 * and its shadows lifted to the brand navy (lighten), so any photo sits with the drawn art. The
 * layers are CSS over the image: the file itself stays as uploaded.
 */
export function OnBrandImage({ frame, ...image }: ComponentProps<typeof ResponsiveImage> & { frame?: BoxProps }) {
  const photo = !isDesignedArt(image.src);
  return (
    <Box position="relative" overflow="hidden" bg="navy.800" {...frame}>
      <ResponsiveImage w="full" h="full" fit="cover" display="block" filter={photo ? 'grayscale(1) contrast(1.1)' : undefined} {...image} />
      {photo && (
        <>
          <Box position="absolute" inset="0" bg="#A9C6F5" mixBlendMode="multiply" pointerEvents="none" />
          <Box position="absolute" inset="0" bg="navy.800" mixBlendMode="lighten" pointerEvents="none" />
        </>
      )}
    </Box>
  );
}

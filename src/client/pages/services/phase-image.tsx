import { Box } from '@chakra-ui/react';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { useSiteSettings } from '../../lib/site-context';
import type { ServicePhase } from './service-phase';

/**
 * The phase artwork from settings. It is drawn in navy on transparent, so it sits on a light disc:
 * white, or a soft blue in the dark theme, where white would glare. Decorative: the phase name is always written beside it.
 */
export function PhaseImage({ phase, size = 64 }: { phase: ServicePhase; size?: number }) {
  const { logo } = useSiteSettings();
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      bg={{ base: 'white', _dark: 'blue.100' }}
      borderRadius="full"
      p="3"
      boxShadow={{ base: 'sm', _dark: 'none' }}
      flexShrink={0}
    >
      <ResponsiveImage src={logo[phase]} alt="" htmlWidth={size} htmlHeight={size} sizes={`${size}px`} w={`${size}px`} h={`${size}px`} />
    </Box>
  );
}

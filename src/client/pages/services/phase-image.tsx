import { Box } from '@chakra-ui/react';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { useSiteSettings } from '../../lib/site-context';
import type { ServicePhase } from './service-phase';

/**
 * The phase artwork from settings. It is drawn in navy on transparent, so it always sits on a
 * white disc to stay visible in the dark theme. Decorative: the phase name is always written beside it.
 */
export function PhaseImage({ phase, size = 64 }: { phase: ServicePhase; size?: number }) {
  const { logo } = useSiteSettings();
  return (
    <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" bg="white" borderRadius="full" p="3" boxShadow="sm" flexShrink={0}>
      <ResponsiveImage src={logo[phase]} alt="" htmlWidth={size} htmlHeight={size} sizes={`${size}px`} w={`${size}px`} h={`${size}px`} />
    </Box>
  );
}

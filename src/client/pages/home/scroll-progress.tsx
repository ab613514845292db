import { Box } from '@chakra-ui/react';
import { HEADER_HEIGHT } from '../../components/layout/header';
import { useScrollProgress, useScrolledPast } from '../../lib/use-scroll-y';
import { PROGRESS_THRESHOLD } from './home-sections';

const BAR_SIZE = '3px';

/**
 * The spec's two reading-progress bars: along the top, under the fixed header, and down the right edge.
 * The fill is set through `style` because a style prop would mint a new CSS class for every scroll position.
 */
export function ScrollProgress() {
  const visible = useScrolledPast(PROGRESS_THRESHOLD);
  const progress = useScrollProgress();
  if (!visible) return null;
  return (
    <>
      <Box aria-hidden data-testid="progress-top" position="fixed" top={HEADER_HEIGHT} insetX="0" height={BAR_SIZE} zIndex="sticky" bg="blackAlpha.100" pointerEvents="none">
        <Box height="full" width="full" bg="blue.500" transformOrigin="left" style={{ transform: `scaleX(${progress})` }} />
      </Box>
      <Box aria-hidden data-testid="progress-right" position="fixed" top={HEADER_HEIGHT} bottom="0" right="0" width={BAR_SIZE} zIndex="sticky" bg="blackAlpha.100" pointerEvents="none">
        <Box height="full" width="full" bg="blue.500" transformOrigin="top" style={{ transform: `scaleY(${progress})` }} />
      </Box>
    </>
  );
}

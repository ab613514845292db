import { Box } from '@chakra-ui/react';
import { HEADER_HEIGHT } from '../../components/layout/header';
import { SCROLL_AID_ATTRIBUTE } from './scroll-aids';

const BAR_SIZE = '3px';

/** Both bars' track: fixed below the header, faint, never in the pointer's way. */
const TRACK_PROPS = { position: 'fixed', top: HEADER_HEIGHT, zIndex: 'sticky', bg: 'blackAlpha.100', pointerEvents: 'none' } as const;

/**
 * The spec's two reading-progress bars: along the top, under the fixed header, and down the right edge.
 * Hidden until the page has scrolled; the page script (scroll-aids.ts) shows them and sets each fill's
 * `transform`, since a style per scroll position would mint a CSS class for each.
 */
export function ScrollProgress() {
  return (
    <Box aria-hidden hidden {...{ [SCROLL_AID_ATTRIBUTE]: 'progress' }}>
      <Box data-testid="progress-top" {...TRACK_PROPS} insetX="0" height={BAR_SIZE}>
        <Box data-axis="x" height="full" width="full" bg="blue.500" transformOrigin="left" transform="scaleX(0)" />
      </Box>
      <Box data-testid="progress-right" {...TRACK_PROPS} bottom="0" right="0" width={BAR_SIZE}>
        <Box data-axis="y" height="full" width="full" bg="blue.500" transformOrigin="top" transform="scaleY(0)" />
      </Box>
    </Box>
  );
}

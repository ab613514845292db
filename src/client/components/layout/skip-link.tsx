import type { BoxProps } from '@chakra-ui/react';

const MAIN_CONTENT_ID = 'main';

/** The first Tab stop of a page: hidden until focused, it jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      Skip to content
    </a>
  );
}

/** Where the skip link lands: focusable by script only, and without a ring, since focus merely marks the starting point. */
export const mainContentProps: BoxProps = { id: MAIN_CONTENT_ID, tabIndex: -1, _focus: { outline: 'none' } };

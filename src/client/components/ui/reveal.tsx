import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** The spec's reveal point: an element appears once its top passes 85% of the viewport height. */
export const REVEAL_VIEWPORT_FRACTION = 0.85;

/**
 * Fades its children in as they scroll into view. The server and the first client render
 * show them plainly (so the HTML is complete and hydration matches); only elements still
 * below the reveal point after hydration are hidden until they arrive. Visitors who ask for
 * reduced motion get no reveal at all.
 */
export function Reveal({ children, ...props }: BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const revealPoint = () => window.innerHeight * REVEAL_VIEWPORT_FRACTION;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < revealPoint()) return;
    setState('hidden');
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState('shown');
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${Math.round((1 - REVEAL_VIEWPORT_FRACTION) * 100)}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={ref}
      data-reveal={state}
      opacity={state === 'hidden' ? 0 : 1}
      transform={state === 'hidden' ? 'translateY(24px)' : 'none'}
      transition="opacity 0.6s ease-out, transform 0.6s ease-out"
      {...props}
    >
      {children}
    </Box>
  );
}

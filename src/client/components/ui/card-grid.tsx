import { Grid, type GridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// "Span two columns" for the cards named, when the grid's own item count (read by :has, so a list a
// script filters keeps the rule) would leave a card alone on the last row.
const WIDE = { gridColumn: 'span 2' };
const LAST_IS = (nth: string) => `&:has(> :last-child:nth-child(${nth}):not(:first-child))`;

/**
 * The public card grid: 1, 2 and 3 columns by screen width (spec), never one card alone on a row
 * (decision 046). Where the count does not fill the rows, the first card (and with 3n+1 cards also the
 * last) spans two columns: 3+1 becomes 2+1 / 1+2, 3+3+2 becomes 2+1 / 3 / 3. Each item is a size
 * container, so a wide card can lay itself out sideways (`@container (min-width: 36rem)`).
 */
export function CardGrid({ children, pairs = false, ...props }: { children: ReactNode; pairs?: boolean } & GridProps) {
  // `pairs` (cards that should not widen, the team's portraits): 3n+1 cards go two to a row instead, narrower.
  const wide = pairs
    ? { lg: { '&:has(> :last-child:nth-child(3n+1):not(:first-child))': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxW: '4xl', mx: 'auto' } } }
    : {
        mdOnly: { [`${LAST_IS('2n+1')} > :first-child`]: WIDE },
        lg: {
          [`${LAST_IS('3n+2')} > :first-child`]: WIDE,
          [`${LAST_IS('3n+1')} > :is(:first-child, :last-child)`]: WIDE,
        },
      };
  return (
    <Grid
      templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
      gap="6"
      css={{ '& > *': { containerType: 'inline-size' }, ...wide }}
      {...props}
    >
      {children}
    </Grid>
  );
}

/**
 * A card that a CardGrid made wide lays its picture beside its text: `css={wideCard('45%')}` on the
 * card, whose first child is the picture.
 */
export const wideCard = (pictureWidth: string) => ({
  '@container (min-width: 36rem)': {
    flexDirection: 'row',
    '& > :first-child': { flex: `0 0 ${pictureWidth}`, alignSelf: 'stretch', aspectRatio: 'auto', height: 'auto' },
    '& > :first-child img': { height: '100%', aspectRatio: 'auto' },
  },
});

import { defineTextStyles } from '@chakra-ui/react';

/**
 * The public site's one type scale (decision 046): every heading, lead, card title, label and figure
 * names one of these roles (`textStyle="sectionTitle"`) instead of its own font size. Headings and
 * figures use the display face (Fraunces), the rest the text face (Inter); sizes step on Chakra's
 * scale (xs 12 → 6xl 60 px) and grow once, at `md`.
 */
export const TYPE_SCALE = defineTextStyles({
  /** The home hero's message. */
  display: {
    value: { fontFamily: 'heading', fontWeight: '600', fontSize: { base: '4xl', md: '6xl' }, lineHeight: '1.05', letterSpacing: '-0.02em' },
  },
  /** Every other page's h1, in its hero band. */
  pageTitle: {
    value: { fontFamily: 'heading', fontWeight: '600', fontSize: { base: '3xl', md: '5xl' }, lineHeight: '1.1', letterSpacing: '-0.015em' },
  },
  /** A band's h2. */
  sectionTitle: {
    value: { fontFamily: 'heading', fontWeight: '600', fontSize: { base: '2xl', md: '4xl' }, lineHeight: '1.15', letterSpacing: '-0.01em' },
  },
  /** A smaller h2 or h3 inside a band (a panel's heading). */
  subTitle: { value: { fontFamily: 'heading', fontWeight: '600', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.25' } },
  /** A card's heading. */
  cardTitle: { value: { fontFamily: 'body', fontWeight: '600', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3' } },
  /** The paragraph under a title. */
  lead: { value: { fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.6' } },
  body: { value: { fontSize: 'md', lineHeight: '1.65' } },
  /** Dates, bylines, attributions. */
  caption: { value: { fontSize: 'sm', lineHeight: '1.5' } },
  /** The small capitals above a title and on badges. */
  overline: { value: { fontSize: 'sm', fontWeight: '600', lineHeight: '1.4', letterSpacing: '0.08em', textTransform: 'uppercase' } },
  /** A number that is the point: stats and client results. */
  figure: {
    value: {
      fontFamily: 'heading',
      fontWeight: '600',
      fontSize: { base: '4xl', md: '5xl' },
      lineHeight: '1',
      letterSpacing: '-0.02em',
      fontVariantNumeric: 'lining-nums',
    },
  },
});

/**
 * The site's repeated surfaces as Chakra style props, spread onto a Box or Card: `<Box {...PANEL_PROPS} p="8">`.
 * A prop written after the spread overrides it where one place differs (a larger radius, a deeper shadow).
 */

/** A raised panel on a page: the forms' boxes, the contact details, the team teaser. */
export const PANEL_PROPS = { bg: 'bg.panel', borderWidth: '1px', borderRadius: 'xl', boxShadow: 'sm' } as const;

/** A card whose shadow deepens under the pointer. */
export const HOVER_SHADOW_PROPS = { boxShadow: 'sm', transition: 'box-shadow 0.2s', _hover: { boxShadow: 'md' } } as const;

/** A card that leads somewhere: it also rises a little under the pointer. */
export const hoverLiftProps = (resting: 'xs' | 'sm', raised: 'md' | 'lg') =>
  ({
    boxShadow: resting,
    transition: 'box-shadow 0.2s, transform 0.2s',
    _hover: { boxShadow: raised, transform: 'translateY(-2px)' },
  }) as const;

/** The tinted square behind a card's icon. */
export const ICON_TILE_PROPS = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'blue.subtle',
  color: 'blue.fg',
  alignSelf: 'flex-start',
} as const;

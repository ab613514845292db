/** The company logo's size and loading in the header and its menu: above the fold, so never lazy. */
export const LOGO_IMAGE_PROPS = { htmlWidth: 160, htmlHeight: 32, sizes: '160px', loading: 'eager', h: '32px', w: '160px' } as const;

/** Every anchor on the home page, top to bottom; other pages link to them as `/#id`. */
export const HOME_SECTION_IDS = ['home', 'blog', 'services', 'about', 'team', 'approach', 'careers', 'contact'] as const;

/** The spec's dot navigator: five of those sections, under the names visitors see. */
export const DOT_SECTIONS = [
  { label: 'Home', id: 'home' },
  { label: 'Expertise', id: 'services' },
  { label: 'Partnership', id: 'about' },
  { label: 'Approach', id: 'approach' },
  { label: 'Connect', id: 'contact' },
] as const;

export const DOT_SECTION_IDS = DOT_SECTIONS.map((section) => section.id);

/** Spec section 9: the dot navigator appears after 200px, the progress bars after 100px. */
export const DOTS_THRESHOLD = 200;
export const PROGRESS_THRESHOLD = 100;

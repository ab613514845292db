/** The spec's smooth-scroll offset: sections stop 80px below the top, clear of the fixed header. */
export const SCROLL_OFFSET = 80;
/** A section counts as "in view" once its top is within 100px of the viewport top. */
export const SECTION_HIGHLIGHT_OFFSET = 100;
export const SCROLL_TO_CONTACT_FLAG = 'scrollToContact';
export const FOCUS_DELAY_MS = 1000;

export function scrollToSection(id: string, offset = SCROLL_OFFSET): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}

/** Scrolls to the element with id `contact` and focuses its first field after the spec's delay. */
export function scrollToContact(): boolean {
  if (!scrollToSection('contact')) return false;
  window.setTimeout(() => {
    document.getElementById('contact')?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, FOCUS_DELAY_MS);
  return true;
}

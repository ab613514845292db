/** The spec's smooth-scroll offset: sections stop 80px below the top, clear of the fixed header. */
export const SCROLL_OFFSET = 80;
/** A section counts as "in view" once its top is within 100px of the viewport top. */
export const SECTION_HIGHLIGHT_OFFSET = 100;
export const SCROLL_TO_CONTACT_FLAG = 'scrollToContact';
export const FOCUS_DELAY_MS = 1000;

/** The id of the last section whose top has scrolled within the highlight offset; the first one above them all; null off the page. */
export function activeSectionId(ids: readonly string[]): string | null {
  let current: string | null = null;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top - SECTION_HIGHLIGHT_OFFSET <= 0) current = id;
  }
  return current ?? (document.getElementById(ids[0] ?? '') ? (ids[0] ?? null) : null);
}

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

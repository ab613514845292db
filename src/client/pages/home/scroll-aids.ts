import { afterFirstFrame } from '../../lib/after-first-frame';
import { activeSectionId, scrollToContact, scrollToSection, SCROLL_TO_CONTACT_FLAG } from '../../lib/scroll';
import { DOT_SECTION_IDS, DOTS_THRESHOLD, HOME_SECTION_IDS, PROGRESS_THRESHOLD } from './home-sections';

/** On the server-rendered progress bars (value `progress`) and dot navigator (value `dots`). */
export const SCROLL_AID_ATTRIBUTE = 'data-scroll-aid';
/** On each dot: the id of its section. */
export const SECTION_DOT_ATTRIBUTE = 'data-section-dot';

const isHomeSection = (id: string): boolean => (HOME_SECTION_IDS as readonly string[]).includes(id);

function scrollToHashSection() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (isHomeSection(id)) scrollToSection(id);
}

/**
 * Honours the two ways other pages send visitors to a part of the home page: the session flag set by
 * "Contact for a free consultation" and the mobile Contact Us button, and `/#section` links (also
 * those followed within the page).
 */
function honourScrollTargets() {
  window.addEventListener('hashchange', scrollToHashSection);
  if (window.sessionStorage.getItem(SCROLL_TO_CONTACT_FLAG) === 'true') {
    window.sessionStorage.removeItem(SCROLL_TO_CONTACT_FLAG);
    scrollToContact();
  } else if (document.readyState === 'complete') {
    scrollToHashSection();
  } else {
    // On a first visit to /#section the browser jumps to the fragment itself when loading ends,
    // flush under the fixed header; scrolling after that jump keeps the spec's 80px offset.
    window.addEventListener('load', scrollToHashSection, { once: true });
  }
}

/**
 * The home page's scroll aids as plain DOM over the server's markup (pages/home/home-navigation.tsx):
 * the progress bars after 100px, the dot navigator after 200px with the section in view marked, and
 * the scroll targets other pages ask for. Reading the page needs no React.
 */
export function trackHomeScrollAids() {
  const progress = document.querySelector<HTMLElement>(`[${SCROLL_AID_ATTRIBUTE}=progress]`);
  const dots = document.querySelector<HTMLElement>(`[${SCROLL_AID_ATTRIBUTE}=dots]`);
  if (!progress || !dots) return;
  const fills = [...progress.querySelectorAll<HTMLElement>('[data-axis]')];
  const dotButtons = [...dots.querySelectorAll<HTMLElement>(`[${SECTION_DOT_ATTRIBUTE}]`)];

  const update = () => {
    const y = window.scrollY;
    progress.hidden = y <= PROGRESS_THRESHOLD;
    dots.hidden = y <= DOTS_THRESHOLD;
    if (!progress.hidden) {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const fraction = max > 0 ? Math.min(1, y / max) : 0;
      for (const fill of fills) fill.style.transform = `scale${fill.dataset.axis === 'x' ? 'X' : 'Y'}(${fraction})`;
    }
    if (!dots.hidden) {
      const active = activeSectionId(DOT_SECTION_IDS);
      for (const button of dotButtons) {
        if (button.getAttribute(SECTION_DOT_ATTRIBUTE) === active) button.setAttribute('aria-current', 'location');
        else button.removeAttribute('aria-current');
      }
    }
  };
  window.addEventListener('scroll', update, { passive: true });
  afterFirstFrame(update);

  dots.addEventListener('click', (event) => {
    const id = (event.target as Element).closest(`[${SECTION_DOT_ATTRIBUTE}]`)?.getAttribute(SECTION_DOT_ATTRIBUTE);
    if (id) scrollToSection(id);
  });
  honourScrollTargets();
}

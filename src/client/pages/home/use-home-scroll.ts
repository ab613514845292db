import { useEffect } from 'react';
import { scrollToContact, scrollToSection, SCROLL_TO_CONTACT_FLAG } from '../../lib/scroll';
import { HOME_SECTION_IDS } from './home-sections';

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
export function useHomeScrollTargets() {
  useEffect(() => {
    if (window.sessionStorage.getItem(SCROLL_TO_CONTACT_FLAG) === 'true') {
      window.sessionStorage.removeItem(SCROLL_TO_CONTACT_FLAG);
      scrollToContact();
    } else if (document.readyState === 'complete') {
      scrollToHashSection();
    } else {
      // On a first visit to /#section the browser jumps to the fragment itself when loading ends,
      // flush under the fixed header; scrolling after that jump keeps the spec's 80px offset.
      window.addEventListener('load', scrollToHashSection, { once: true });
      return () => window.removeEventListener('load', scrollToHashSection);
    }
  }, []);

  useEffect(() => {
    window.addEventListener('hashchange', scrollToHashSection);
    return () => window.removeEventListener('hashchange', scrollToHashSection);
  }, []);
}

import { showPageToast } from './page-toast';
import { scrollToContact, scrollToSection, SCROLL_TO_CONTACT_FLAG } from './scroll';

/**
 * Buttons whose click needs no state: the server renders them with `data-page-action`, and one
 * listener on the document runs the action, so they work as soon as the page script has run,
 * without React.
 */
const PAGE_ACTION_ATTRIBUTE = 'data-page-action';
/** On a Copy Link button: the address it copies. */
const SHARE_URL_ATTRIBUTE = 'data-share-url';

/** To the home page's contact form, which reads the flag on load and scrolls to it. */
const toHomeContactForm = () => {
  window.sessionStorage.setItem(SCROLL_TO_CONTACT_FLAG, 'true');
  window.location.assign('/');
};

async function copyLink(button: Element) {
  const url = button.getAttribute(SHARE_URL_ATTRIBUTE) ?? window.location.href;
  try {
    await navigator.clipboard.writeText(url);
    showPageToast('Link copied to clipboard');
  } catch {
    showPageToast(`Could not copy the link: ${url}`);
  }
}

const ACTIONS = {
  /** The mobile Contact Us button: this page's contact form, else the home page's. */
  contact: () => {
    if (!scrollToContact()) toHomeContactForm();
  },
  consultation: toHomeContactForm,
  'scroll-to-insights': () => void scrollToSection('blog'),
  'copy-link': (button: Element) => void copyLink(button),
};

type PageAction = keyof typeof ACTIONS;

export const pageAction = (name: PageAction) => ({ [PAGE_ACTION_ATTRIBUTE]: name });

/** A Copy Link button: copies `url` and says so. */
export const copyLinkAction = (url: string) => ({ ...pageAction('copy-link'), [SHARE_URL_ATTRIBUTE]: url });

export function handlePageActions() {
  document.addEventListener('click', (event) => {
    const element = (event.target as Element | null)?.closest?.(`[${PAGE_ACTION_ATTRIBUTE}]`);
    const name = element?.getAttribute(PAGE_ACTION_ATTRIBUTE);
    if (element && name && Object.hasOwn(ACTIONS, name)) ACTIONS[name as PageAction](element);
  });
}

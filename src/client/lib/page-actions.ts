import { toggleAccordionItem } from './accordion';
import { scrollToContact, scrollToSection, SCROLL_TO_CONTACT_FLAG } from './scroll';
import { closeSiteMenu, openSiteMenu } from './site-menu';
import { cycleThemeMode } from './theme-switch';

/**
 * Buttons whose click needs no state: the server renders them with `data-page-action`, and one
 * listener on the document runs the action, so they work as soon as the page script has run,
 * without React.
 */
const PAGE_ACTION_ATTRIBUTE = 'data-page-action';

/** To the home page's contact form, which reads the flag on load and scrolls to it. */
const toHomeContactForm = () => {
  window.sessionStorage.setItem(SCROLL_TO_CONTACT_FLAG, 'true');
  window.location.assign('/');
};

const copyLink = (button: Element) => void import('./copy-link').then((module) => module.copyLink(button));
const logOut = () => void import('./sign-out').then((module) => module.signOutAndGoHome());

const ACTIONS = {
  /** The mobile Contact Us button: this page's contact form, else the home page's. */
  contact: () => {
    if (!scrollToContact()) toHomeContactForm();
  },
  consultation: toHomeContactForm,
  'scroll-to-insights': () => void scrollToSection('blog'),
  'copy-link': copyLink,
  // The header's menu, theme switch and the services accordion answer the first tap without React.
  'open-menu': openSiteMenu,
  'close-menu': closeSiteMenu,
  'cycle-theme': cycleThemeMode,
  'toggle-accordion': toggleAccordionItem,
  'log-out': logOut,
};

type PageAction = keyof typeof ACTIONS;

export const pageAction = (name: PageAction) => ({ [PAGE_ACTION_ATTRIBUTE]: name });

export function handlePageActions() {
  document.addEventListener('click', (event) => {
    const element = (event.target as Element | null)?.closest?.(`[${PAGE_ACTION_ATTRIBUTE}]`);
    const name = element?.getAttribute(PAGE_ACTION_ATTRIBUTE) as PageAction;
    if (element && Object.hasOwn(ACTIONS, name)) ACTIONS[name](element);
  });
}

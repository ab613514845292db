import { HOME_ANCHORS } from '../components/layout/nav-items';
import { activeSectionId } from './scroll';

/** The header's slide-in menu: a server-rendered <dialog> (components/layout/site-menu.tsx). */
export const SITE_MENU_ID = 'site-menu';
/** On the menu's links to pages that are also home sections: the section's id. */
export const MENU_ANCHOR_ATTRIBUTE = 'data-anchor';
/** On the menu when it is the home page's: the current item follows the section in view. */
export const HOME_MENU_ATTRIBUTE = 'data-home';

const menu = () => document.getElementById(SITE_MENU_ID) as HTMLDialogElement | null;

/** On the home page the item of the section in view (100px offset) is the current one. */
function markSectionInView(dialog: HTMLDialogElement) {
  if (!dialog.hasAttribute(HOME_MENU_ATTRIBUTE)) return;
  const inView = activeSectionId(HOME_ANCHORS);
  for (const link of dialog.querySelectorAll(`[${MENU_ANCHOR_ATTRIBUTE}]`)) {
    if (link.getAttribute(MENU_ANCHOR_ATTRIBUTE) === inView) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

/**
 * A tap on the menu button opens the dialog as a modal at once, with plain DOM (issue 19 item 6): the
 * browser traps focus in it, closes it on Escape and gives focus back to the button.
 */
export function openSiteMenu(button: Element) {
  const dialog = menu();
  if (!dialog || dialog.open) return;
  markSectionInView(dialog);
  dialog.showModal();
  button.setAttribute('aria-expanded', 'true');
  dialog.addEventListener('close', () => button.setAttribute('aria-expanded', 'false'), { once: true });
}

export function closeSiteMenu(element: Element) {
  element.closest('dialog')?.close();
}

/** Page script: a tap on the dimmed page beside the menu closes it (the backdrop belongs to the dialog element itself). */
export function closeSiteMenuOnBackdrop() {
  const dialog = menu();
  dialog?.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

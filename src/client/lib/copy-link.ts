import { pageAction } from './page-actions';
import { showPageToast } from './page-toast';

/** On a Copy Link button: the address it copies. */
const SHARE_URL_ATTRIBUTE = 'data-share-url';

/** A Copy Link button's attributes: the page script copies `url` when it is clicked, and says so. */
export const copyLinkAction = (url: string) => ({ ...pageAction('copy-link'), [SHARE_URL_ATTRIBUTE]: url });

/** Run by lib/page-actions.ts, which loads this with the first click, not with every page. */
export async function copyLink(button: Element) {
  const url = button.getAttribute(SHARE_URL_ATTRIBUTE) ?? window.location.href;
  try {
    await navigator.clipboard.writeText(url);
    showPageToast('Link copied to clipboard');
  } catch {
    showPageToast(`Could not copy the link: ${url}`);
  }
}

export const COOKIE_CONSENT_KEY = 'cookieConsent';
const COOKIE_NOTICE_DELAY_MS = 1000;
/** The <template> the server renders the notice into (components/layout/cookie-notice.tsx). */
export const COOKIE_NOTICE_TEMPLATE_ID = 'cookie-notice';
/** On the notice's buttons: what a click on each does. */
export const COOKIE_ACTION_ATTRIBUTE = 'data-cookie-action';
export type CookieAction = 'accept' | 'customize';

const consentStored = () => {
  try {
    return Boolean(window.localStorage.getItem(COOKIE_CONSENT_KEY));
  } catch {
    return false;
  }
};

function showNotice() {
  const template = document.getElementById(COOKIE_NOTICE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const markup = template.content.firstElementChild;
  if (!markup || consentStored()) return;
  const notice = markup.cloneNode(true) as HTMLElement;
  notice.addEventListener('click', (event) => {
    const action = (event.target as Element).closest(`[${COOKIE_ACTION_ATTRIBUTE}]`)?.getAttribute(COOKIE_ACTION_ATTRIBUTE) as CookieAction | undefined;
    if (action === 'customize') window.alert('Cookie preferences would appear here in a modal.');
    if (action === 'accept') {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
      notice.remove();
    }
  });
  template.after(notice);
}

/**
 * The spec's cookie notice: shown 1 s after load until consent is stored; "Customize Settings" is a
 * placeholder for now. Plain DOM over server-rendered markup: a notice with two buttons needs no React.
 */
export function showCookieNoticeAfterLoad() {
  if (consentStored()) return;
  const start = () => window.setTimeout(showNotice, COOKIE_NOTICE_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

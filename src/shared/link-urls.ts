/** Which addresses a page may carry in an `href`, an `src` or JSON-LD; without zod, so pages can check them too. */

const LINK_PROTOCOLS = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/** An absolute address a page may put in an `href` or JSON-LD: https, http, mailto or tel only. */
export function isLinkUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return LINK_PROTOCOLS.has(url.protocol) && (!url.protocol.startsWith('http') || /^https?:\/\/[^/]/i.test(value));
  } catch {
    return false;
  }
}

// Any origin will do: a path is same-site when resolving it against one keeps that origin.
const SITE = 'https://site.invalid';

/** A path on this site (`/images/logo.svg`): `//evil.example` and `/\evil.example`, which browsers send elsewhere, are not. */
export function isSitePath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value) || /[\s\\]/.test(value)) return false;
  try {
    return new URL(value, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/** An image a page may load: a path on this site or an http(s) URL. */
export const isImageAddress = (value: string) => isSitePath(value) || (/^https?:/i.test(value) && isLinkUrl(value));

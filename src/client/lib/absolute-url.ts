/** A site path made absolute on the base URL; full http(s) URLs pass through. */
export const absoluteUrl = (baseUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * Where the share buttons lead: each network's own share page, opened by a plain link, so sharing
 * loads no third-party script and sends nothing anywhere until the visitor follows one.
 */
export function shareLinks(pageUrl: string, title: string) {
  const url = encodeURIComponent(pageUrl);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${url}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${url}`,
  };
}

/**
 * A new tab opened in the click itself, sent on to an address that takes a moment to get (a preview link
 * made after the draft is saved): pop-up blockers, Safari's first, allow a new tab only while the click is
 * being handled, not after the saves and the request that make the link. The tab cannot reach this one:
 * it is opened without an opener.
 */
export function tabForLater() {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  let settled = false;
  return {
    /** Sends the tab to `url` (or opens one there, if the blocker refused the first). */
    go: (url: string) => {
      settled = true;
      if (tab && !tab.closed) tab.location.replace(url);
      else window.open(url, '_blank', 'noopener');
    },
    /** The address never came (the save or the link failed): the blank tab goes. */
    abandon: () => {
      if (!settled) tab?.close();
    },
  };
}

export type TabForLater = ReturnType<typeof tabForLater>;

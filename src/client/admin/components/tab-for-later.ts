import { showToast } from '../../components/ui/toaster';

/** A blank tab of this site's, unable to reach this one (no opener); null when a pop-up blocker refused it. */
function blankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * A new tab opened in the click itself, sent on to an address that takes a moment to get (a preview link
 * made after the draft is saved): pop-up blockers, Safari's first, allow a new tab only while the click is
 * being handled, not after the saves and the request that make the link.
 */
export function tabForLater() {
  const tab = blankTab();
  let settled = false;
  return {
    /** Sends the tab to `url`; when it is gone (closed, or refused), opens another there, or says the browser blocked it. */
    go: (url: string) => {
      settled = true;
      const open = tab && !tab.closed ? tab : blankTab();
      if (open) open.location.replace(url);
      else showToast('error', 'The browser blocked the new tab', 'Allow pop-ups for this site, then try again.');
    },
    /** The address never came (the save or the link failed, or a question must be answered here first): the blank tab goes. */
    abandon: () => {
      if (!settled) tab?.close();
    },
  };
}

export type TabForLater = ReturnType<typeof tabForLater>;

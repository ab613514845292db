/** The spec's toasts stay 5 seconds. */
const TOAST_DURATION_MS = 5000;
/** The live region the layout renders empty (components/layout/page-toast-region.tsx), styled by lib/theme.ts. */
export const PAGE_TOAST_CLASS = 'page-toast';

let hideTimer: number | undefined;

/**
 * A short notice for an action of the plain page script (copying a link), where no island is awake
 * to show a Chakra toast. The region is in the page from the start, so screen readers announce it.
 */
export function showPageToast(message: string) {
  const toast = document.querySelector<HTMLElement>(`.${PAGE_TOAST_CLASS}`);
  if (!toast) return;
  toast.textContent = message;
  toast.dataset.shown = 'true';
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(() => {
    toast.dataset.shown = 'false';
    toast.textContent = '';
  }, TOAST_DURATION_MS);
}

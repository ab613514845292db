import { useEffect } from 'react';

// The forms open now that hold changes not yet saved; leaving the dashboard or the section asks first.
const holders = new Set<symbol>();

export const LEAVE_QUESTION = 'You have changes that are not saved yet. Leave without saving them?';

/**
 * While `unsaved`, closing or reloading the tab asks first (`beforeunload`), and so does switching the
 * dashboard's section (`confirmLeaving`, read by the section switcher).
 */
export function useUnsavedChanges(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const key = Symbol('unsaved form');
    holders.add(key);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      holders.delete(key);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);
}

/** Whether the dashboard may leave what is open: nothing is unsaved, or the editor says to leave it. */
export const confirmLeaving = () => holders.size === 0 || window.confirm(LEAVE_QUESTION);

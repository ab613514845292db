import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmLeaving } from '../components/unsaved-changes';
import { ADMIN_SECTIONS, DEFAULT_SECTION, type AdminSectionHash } from './admin-sections';

const isSectionHash = (value: string): value is AdminSectionHash => ADMIN_SECTIONS.some((section) => section.hash === value);

const readHash = (): AdminSectionHash => {
  // What follows `?` is the open list's view (components/use-list-view.ts).
  const hash = decodeURIComponent(window.location.hash.replace(/^#/, '').split('?')[0]!);
  return isSectionHash(hash) ? hash : DEFAULT_SECTION;
};

/**
 * The open section and the URL hash kept in step both ways: choosing one writes the hash (a history
 * entry, so Back returns to the previous section), and a hash the user changes switches the section.
 * Empty or unknown hashes mean the default section.
 */
export function useHashSection(): [AdminSectionHash, (hash: AdminSectionHash) => void] {
  const [active, setActive] = useState<AdminSectionHash>(readHash);
  // The address of what is shown, to go back to when the editor stays with unsaved changes.
  const shown = useRef({ section: active, hash: window.location.hash });

  useEffect(() => {
    const follow = () => {
      const next = readHash();
      if (next !== shown.current.section && !confirmLeaving()) {
        // Back or a typed address already changed it: put it back without a new history entry.
        window.history.replaceState(window.history.state, '', shown.current.hash || window.location.pathname);
        return;
      }
      shown.current = { section: next, hash: window.location.hash };
      setActive(next);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const select = useCallback((hash: AdminSectionHash) => {
    if (hash !== shown.current.section && !confirmLeaving()) return;
    shown.current = { section: hash, hash: `#${hash}` };
    setActive(hash);
    if (window.location.hash !== `#${hash}`) window.location.hash = hash;
  }, []);

  return [active, select];
}

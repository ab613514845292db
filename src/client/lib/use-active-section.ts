import { useEffect, useState } from 'react';
import { SECTION_HIGHLIGHT_OFFSET } from './scroll';

/** The id of the last section whose top has scrolled within the highlight offset; null off the page. */
export function useActiveSection(ids: readonly string[], enabled = true): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const update = () => {
      let current: string | null = null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top - SECTION_HIGHLIGHT_OFFSET <= 0) current = id;
      }
      setActive(current ?? (document.getElementById(ids[0] ?? '') ? (ids[0] ?? null) : null));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [ids, enabled]);
  return active;
}

import { useEffect, useState } from 'react';
import { activeSectionId } from './scroll';

/** The section in view (lib/scroll.ts, activeSectionId), kept up to date while the page scrolls. */
export function useActiveSection(ids: readonly string[], enabled = true): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const update = () => setActive(activeSectionId(ids));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [ids, enabled]);
  return active;
}

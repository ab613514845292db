import { useEffect } from 'react';
import { applyPrivateHead } from '../../lib/head';
import { useSiteSettings } from '../../lib/site-context';

/**
 * Admin pages are client-rendered, so they set their head themselves: useAdminTitle('Admin Dashboard')
 * → "Admin Dashboard | Dovetail Group", never indexed, even when reached from a public page.
 */
export function useAdminTitle(title: string) {
  const company = useSiteSettings().company.name;
  useEffect(() => {
    applyPrivateHead(`${title} | ${company}`);
  }, [title, company]);
}

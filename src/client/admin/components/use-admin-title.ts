import { useEffect } from 'react';
import { useSiteSettings } from '../../lib/site-context';

/** Admin pages are client-rendered, so they set the tab title themselves: useAdminTitle('Admin Dashboard') → "Admin Dashboard | Dovetail Group". */
export function useAdminTitle(title: string) {
  const company = useSiteSettings().company.name;
  useEffect(() => {
    document.title = `${title} | ${company}`;
  }, [title, company]);
}

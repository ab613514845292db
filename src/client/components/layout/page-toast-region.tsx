import { PAGE_TOAST_CLASS } from '../../lib/page-toast';

/** Empty until the page script has something to say (lib/page-toast.ts). */
export function PageToastRegion() {
  return <div className={PAGE_TOAST_CLASS} role="status" data-shown="false" />;
}

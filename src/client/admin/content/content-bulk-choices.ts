import type { BulkChoice } from '../components/bulk-actions';
import type { SectionDescription } from './section-description';

/**
 * What staff can do to many items of a content section at once (POST /api/admin/{section}/bulk): each as
 * the item's own Publish, Unpublish or Delete would (decision 048). Unpublish only where an item can be
 * off the site (the section has a live switch).
 */
export function contentBulkChoices(section: Pick<SectionDescription<{ id: number }, never>, 'liveField'>): BulkChoice[] {
  return [
    {
      action: 'publish',
      label: 'Publish',
      question: (rows) => `Publish ${rows}? Pending changes go live, and items not on the site are put on it. Items already live as they are stay as they are.`,
    },
    ...(section.liveField
      ? [{ action: 'unpublish', label: 'Unpublish', question: (rows: string) => `Take ${rows} off the public site? Their drafts are kept.` }]
      : []),
    {
      action: 'delete',
      label: 'Delete',
      destructive: true,
      question: (rows) => `Delete ${rows}? Each can be brought back from “Recently deleted”, and live pages redirect to the section’s list.`,
    },
  ];
}

import { lazy } from 'react';
import type { z } from 'zod';
import type { SectionDescription } from './section-description';

/**
 * A dashboard section drawn from a description module: the description and the shared list/form code
 * are fetched in parallel the first time the section is opened.
 */
export function lazyContentSection<Row extends { id: number }, Schema extends z.ZodObject>(load: () => Promise<{ default: SectionDescription<Row, Schema> }>) {
  return lazy(async () => {
    const [{ default: section }, { AdminListSection }] = await Promise.all([load(), import('./admin-list-section')]);
    return { default: () => <AdminListSection section={section} /> };
  });
}

import { lazy } from 'react';
import type { z } from 'zod';
import type { ReadOnlySectionDescription, SectionDescription } from './section-description';

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

/** The same for a read-only section (the outbox): its description and the shared read-only list, in parallel. */
export function lazyReadOnlySection<Row extends { id: number }>(load: () => Promise<{ default: ReadOnlySectionDescription<Row> }>) {
  return lazy(async () => {
    const [{ default: section }, { AdminReadOnlySection }] = await Promise.all([load(), import('./admin-read-only-section')]);
    return { default: () => <AdminReadOnlySection section={section} /> };
  });
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';

/** Columns every row keeps up by itself; a change to them alone is not something an editor did. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'version']);

const callChanges = new AsyncLocalStorage<Set<string>>();

/**
 * Notes, for the admin call running now, the names of the properties its flushes updated (the ORM's
 * change sets hold exactly the properties whose values differ).
 */
export class ChangedFieldsSubscriber implements EventSubscriber {
  afterFlush({ uow }: FlushEventArgs): void {
    const changed = callChanges.getStore();
    if (!changed) return;
    for (const changeSet of uow.getChangeSets()) {
      if (changeSet.type !== 'update') continue;
      for (const property of Object.keys(changeSet.payload)) if (!BOOKKEEPING.has(property)) changed.add(property);
    }
  }
}

/** Runs an admin call and answers, beside its result, the properties its row updates changed. */
export async function withChangedFields<T>(call: () => Promise<T>): Promise<{ result: T; changed: string[] }> {
  const changed = new Set<string>();
  const result = await callChanges.run(changed, call);
  return { result, changed: [...changed] };
}

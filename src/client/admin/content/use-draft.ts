import { useState } from 'react';
import type { z } from 'zod';
import { showToast } from '../../components/ui/toaster';
import { reportMutationError } from '../components/mutation-error';
import { capitalised, type SectionDescription } from './section-description';

/** A "not found" answer: the item has no draft, which is the usual case. */
const isMissing = (error: unknown) => (error as { data?: { code?: string } | null } | null)?.data?.code === 'NOT_FOUND';

/**
 * An editorial item's draft as its form uses it (decision 042): what it holds, and save, publish, preview
 * and discard, each reporting its outcome in a toast. Null for a section without drafts or a new item.
 */
export function useDraft<Row extends { id: number }, Schema extends z.ZodObject>(section: SectionDescription<Row, Schema>, record: Row | null) {
  const { procedures, noun } = section;
  const id = record?.id ?? 0;
  const enabled = record !== null && procedures.getDraft !== undefined;
  const query = procedures.getDraft?.useQuery({ id }, { enabled, retry: false });
  const saveDraft = procedures.saveDraft?.useMutation();
  const publish = procedures.publish?.useMutation();
  const discard = procedures.discardDraft?.useMutation();
  const previewLink = procedures.previewLink?.useQuery({ id }, { enabled: false });
  const [answer, setAnswer] = useState<{ id: number; value: NonNullable<typeof query>['data'] } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!enabled || !query || !saveDraft || !publish || !discard || !previewLink) return null;

  // The latest answer of this item: a save's, else the query's.
  const current = answer?.id === id ? answer.value : query.data;
  const draft = current?.data.draft ?? null;
  const run = async (failure: string, action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      reportMutationError(error, failure);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = async (changes: Partial<z.output<Schema>>, publishAt?: string | null) => {
    const saved = await saveDraft.mutateAsync({ id, version: draft?.version, ...changes, ...(publishAt !== undefined && { publishAt }) });
    setAnswer({ id, value: saved });
    return saved.data;
  };

  return {
    loading: query.isLoading,
    answer: current?.data ?? (isMissing(query.error) ? { item: record, draft: null } : undefined),
    busy,
    save: (changes: Partial<z.output<Schema>>, publishAt?: string | null) =>
      run(`Could not save the ${noun}’s draft`, async () => {
        const saved = await save(changes, publishAt);
        const when = saved.draft?.publishAt;
        showToast(
          'success',
          when ? `${capitalised(noun)} scheduled` : 'Draft saved',
          when ? `Goes live ${new Date(when).toLocaleString()}` : 'Not on the site until you publish it',
        );
      }),
    /** Saves `changes` into the draft first when there are any, then puts the draft live. */
    publish: (changes: Partial<z.output<Schema>> | null) =>
      run(`Could not publish the ${noun}`, async () => {
        const version = changes ? (await save(changes)).draft?.version : draft?.version;
        const published = await publish.mutateAsync({ id, version });
        setAnswer({ id, value: published });
        const when = published.data.draft?.publishAt;
        showToast(
          'success',
          when ? `${capitalised(noun)} scheduled` : `${capitalised(noun)} published`,
          when ? `Goes live ${new Date(when).toLocaleString()}` : undefined,
        );
      }),
    /** Saves `changes` (or makes the draft) and opens the public page as the draft shows it, in a new tab. */
    preview: (changes: Partial<z.output<Schema>> | null) =>
      run('Could not open the preview', async () => {
        if (changes) await save(changes);
        const link = await previewLink.refetch();
        if (!link.data) throw new Error('The preview link could not be made');
        window.open(link.data.data.url, '_blank', 'noopener');
      }),
    discard: () =>
      run('Could not discard the draft', async () => {
        await discard.mutateAsync({ id });
        setAnswer({ id, value: { data: { item: record, draft: null } } });
        await query.refetch();
        showToast('success', 'Draft discarded', 'The form shows the published version again');
      }),
  };
}

import { useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { showToast } from '../../components/ui/toaster';
import { reportMutationError } from '../components/mutation-error';
import type { TabForLater } from '../components/tab-for-later';
import { currentVersionOf } from '../components/version-conflict';
import { capitalised, type SectionDescription } from './section-description';
import { savedQuietly } from './use-autosave';

/**
 * An editorial item's draft as its form uses it (decision 042): what it holds, and save, publish, preview
 * and discard, each reporting its outcome in a toast. Null for a section without drafts or a new item.
 */
export function useDraft<Row extends { id: number }, Schema extends z.ZodObject>(
  section: SectionDescription<Row, Schema>,
  record: Row | null,
  /** Someone else changed the draft or the item meanwhile: `overwrite` does the same again over their change. */
  onConflict: (overwrite: () => Promise<unknown>) => void,
  /** The version of the item the form was filled from (after a reload, the newer one). */
  itemVersion: number | undefined,
) {
  const { procedures, noun } = section;
  const id = record?.id ?? 0;
  const enabled = record !== null && section.editorial === true;
  const query = procedures.getDraft?.useQuery({ id }, { enabled, retry: false });
  const saveDraft = procedures.saveDraft?.useMutation();
  const publish = procedures.publish?.useMutation();
  const discard = procedures.discardDraft?.useMutation();
  const unpublish = procedures.unpublish?.useMutation();
  const restoreRevision = procedures.restoreRevision?.useMutation();
  const previewLink = procedures.previewLink?.useQuery({ id }, { enabled: false });
  const [answer, setAnswer] = useState<{ id: number; value: NonNullable<typeof query>['data'] } | null>(null);
  const [busy, setBusy] = useState(false);
  // The latest answer, also between a save and the render it causes: the next save names its draft version.
  const latest = useRef<NonNullable<typeof query>['data']>(undefined);
  // The latest answer of this item: a save's, else the query's.
  const current = answer?.id === id ? answer.value : query?.data;
  useLayoutEffect(() => {
    latest.current = current;
  });
  if (!enabled || !query || !saveDraft || !publish || !discard || !unpublish || !restoreRevision || !previewLink) return null;

  // What the editor read: the draft's version, or with no draft the item's; an overwrite names neither.
  const readVersions = (overwrite: boolean) => {
    const draft = latest.current?.data.draft;
    return overwrite ? {} : draft ? { version: draft.version } : { itemVersion };
  };
  const run = async (failure: string, action: (overwrite: boolean) => Promise<void>, overwrite = false): Promise<boolean> => {
    setBusy(true);
    try {
      await action(overwrite);
      return true;
    } catch (error) {
      if (currentVersionOf(error) !== undefined) onConflict(() => run(failure, action, true));
      else reportMutationError(error, failure);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = async (changes: Partial<z.output<Schema>>, overwrite: boolean, publishAt?: string | null, onAnswer?: (item: unknown) => void) => {
    const saved = await saveDraft.mutateAsync({ id, ...readVersions(overwrite), ...changes, ...(publishAt !== undefined && { publishAt }) });
    latest.current = saved;
    onAnswer?.(saved.data.item);
    setAnswer({ id, value: saved });
    return saved.data;
  };

  return {
    loading: query.isLoading,
    answer: current?.data,
    busy,
    save: (changes: Partial<z.output<Schema>>, publishAt?: string | null) =>
      run(`Could not save the ${noun}’s draft`, async (overwrite) => {
        const saved = await save(changes, overwrite, publishAt);
        const when = saved.draft?.publishAt;
        showToast(
          'success',
          when ? `${capitalised(noun)} scheduled` : 'Draft saved',
          when ? `Goes live ${new Date(when).toLocaleString()}` : 'Not on the site until you publish it',
        );
      }),
    /**
     * Saves `changes` into the draft quietly (autosave): no toast, the form stays usable; a conflict asks
     * as any save does. `onAnswer` hears the saved item before the form does. True when saved, else why not.
     */
    autosave: (changes: Partial<z.output<Schema>>, onAnswer: (item: unknown) => void) =>
      savedQuietly((overwrite) => save(changes, overwrite, undefined, onAnswer), onConflict),
    /** Saves `changes` into the draft first when there are any, then puts the draft live. */
    publish: (changes: Partial<z.output<Schema>> | null) =>
      run(`Could not publish the ${noun}`, async (overwrite) => {
        const versions = changes ? { version: (await save(changes, overwrite)).draft?.version } : readVersions(overwrite);
        const published = await publish.mutateAsync({ id, ...versions });
        setAnswer({ id, value: published });
        const when = published.data.draft?.publishAt;
        showToast(
          'success',
          when ? `${capitalised(noun)} scheduled` : `${capitalised(noun)} published`,
          when ? `Goes live ${new Date(when).toLocaleString()}` : undefined,
        );
      }),
    /** Saves `changes` (or makes the draft) and sends `tab` (opened in the click) to the public page as the draft shows it. */
    preview: (changes: Partial<z.output<Schema>> | null, tab: TabForLater) =>
      run('Could not open the preview', async (overwrite) => {
        if (changes) await save(changes, overwrite);
        const link = await previewLink.refetch();
        if (!link.data) throw new Error('The preview link could not be made');
        tab.go(link.data.data.url);
      }),
    unpublish: () =>
      run(`Could not unpublish the ${noun}`, async () => {
        setAnswer({ id, value: await unpublish.mutateAsync({ id }) });
        showToast('success', `${capitalised(noun)} unpublished`, 'It is off the public site and stays here to publish again');
      }),
    /** Puts an old revision into the draft (the form then shows it), to review and publish. */
    restore: (revisionId: number) =>
      run('Could not restore the revision', async () => {
        setAnswer({ id, value: await restoreRevision.mutateAsync({ id, revisionId }) });
        showToast('success', 'Revision restored into the draft', 'Review it, then publish it');
      }),
    /** Reads the item and its draft again after someone else's change. */
    reload: async () => {
      setAnswer(null);
      await query.refetch();
    },
    discard: () =>
      run('Could not discard the draft', async () => {
        await discard.mutateAsync({ id });
        setAnswer({ id, value: { data: { item: record, draft: null, unpublishAt: current?.data.unpublishAt ?? null } } });
        await query.refetch();
        showToast('success', 'Draft discarded', 'The form shows the published version again');
      }),
  };
}

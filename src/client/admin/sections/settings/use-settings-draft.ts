import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { SiteSettingsUpdate } from '../../../../modules/settings/settings.schema';
import { formatDateTime } from '../../../../shared/dates';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';
import { currentVersionOf } from '../../components/version-conflict';

/**
 * The brand content's draft as the Settings section edits it (decision 049): what it holds, and save,
 * publish, preview, discard and restore, each reporting its outcome in a toast. The public site keeps
 * the live settings until Publish.
 */
export function useSettingsDraft() {
  const utils = trpc.useUtils();
  const query = trpc.admin.settings.getDraft.useQuery();
  const saveDraft = trpc.admin.settings.saveDraft.useMutation();
  const publish = trpc.admin.settings.publish.useMutation();
  const discard = trpc.admin.settings.discardDraft.useMutation();
  const restoreRevision = trpc.admin.settings.restoreRevision.useMutation();
  const previewLink = trpc.admin.settings.previewLink.useQuery({}, { enabled: false });
  const [busy, setBusy] = useState(false);
  /** Someone else changed the draft or the live settings: `overwrite` does the same again over their change. */
  const [conflict, setConflict] = useState<(() => Promise<unknown>) | null>(null);
  /** Bumped when the forms must drop their unsaved edits (a reload after a conflict, a discarded draft): their key. */
  const [generation, setGeneration] = useState(0);

  const answer = query.data?.data;
  type Answer = NonNullable<typeof query.data>;
  const settle = (next: Answer) => utils.admin.settings.getDraft.setData(undefined, next);
  // What the editor read: the draft's version, or with no draft the live settings'; an overwrite names neither.
  const readVersions = (overwrite: boolean) => (overwrite ? {} : answer?.draft ? { version: answer.draft.version } : { liveVersion: answer?.liveVersion });
  const run = async <T>(failure: string, action: (overwrite: boolean) => Promise<T>, setError?: UseFormSetError<FieldValues>, overwrite = false) => {
    setBusy(true);
    try {
      return await action(overwrite);
    } catch (error) {
      if (currentVersionOf(error) !== undefined) setConflict(() => () => run(failure, action, setError, true));
      else reportMutationError(error, failure, setError);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const save = async (change: SiteSettingsUpdate, overwrite: boolean) => {
    const saved = await saveDraft.mutateAsync({ ...readVersions(overwrite), ...change });
    settle(saved);
    return saved;
  };
  const publishDraft = async (version: number | undefined) => {
    const published = await publish.mutateAsync({ version });
    settle(published);
    // The dashboard's own reads of the live settings (the logo, say) follow.
    await Promise.all([utils.admin.settings.get.invalidate(), utils.settings.get.invalidate()]);
    showToast('success', 'Settings published', 'The public site shows them now.');
    return published.data;
  };

  return {
    loading: query.isLoading,
    error: query.error,
    answer,
    busy,
    generation,
    conflict: conflict !== null,
    /** Saves some groups' changes into the draft; answers the settings as the draft now has them, or null. */
    save: (change: SiteSettingsUpdate, setError?: UseFormSetError<FieldValues>) =>
      run(
        'Draft not saved',
        async (overwrite) => {
          const saved = await save(change, overwrite);
          showToast('success', 'Draft saved', 'Not on the site until you publish it.');
          return saved.data.settings;
        },
        setError,
      ),
    /** Saves `change` into the draft first when there is one, then puts the whole draft live. */
    publish: (change: SiteSettingsUpdate | null, setError?: UseFormSetError<FieldValues>) =>
      run(
        'Settings not published',
        async (overwrite) => {
          const version = change ? (await save(change, overwrite)).data.draft?.version : overwrite ? undefined : answer?.draft?.version;
          return (await publishDraft(version)).settings;
        },
        setError,
      ),
    /** Opens the home page as the draft shows it, in a new tab. */
    preview: () =>
      run('Could not open the preview', async () => {
        const link = await previewLink.refetch();
        if (!link.data) throw link.error ?? new Error('The preview link could not be made');
        window.open(link.data.data.url, '_blank', 'noopener');
      }),
    discard: () =>
      run('Could not discard the draft', async () => {
        settle(await discard.mutateAsync({}));
        setGeneration((value) => value + 1);
        showToast('success', 'Draft discarded', 'The forms show the published settings again.');
      }),
    /** Sets when the draft goes live by itself (an ISO moment), or takes the schedule off (null). */
    schedule: (publishAt: string | null) =>
      run('Could not change the schedule', async (overwrite) => {
        const version = overwrite ? undefined : answer?.draft?.version;
        if (publishAt) {
          settle(await publish.mutateAsync({ version, publishAt }));
          showToast('success', 'Settings scheduled', `They go live ${formatDateTime(publishAt)}.`);
        } else {
          settle(await saveDraft.mutateAsync({ version, publishAt: null }));
          showToast('success', 'Schedule removed', 'The draft waits until you publish it.');
        }
      }),
    /** Puts an old revision into the draft (the forms then show it), to review and publish. */
    restore: async (revisionId: number) =>
      (await run('Could not restore the revision', async () => {
        settle(await restoreRevision.mutateAsync({ revisionId }));
        showToast('success', 'Revision restored into the draft', 'Review it, then publish it.');
        return true;
      })) === true,
    overwrite: async () => {
      const again = conflict;
      setConflict(null);
      await again?.();
    },
    reload: async () => {
      setConflict(null);
      await query.refetch();
      setGeneration((value) => value + 1);
    },
    dismissConflict: () => setConflict(null),
  };
}

export type SettingsDraft = ReturnType<typeof useSettingsDraft>;

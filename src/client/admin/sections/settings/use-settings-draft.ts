import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { SiteSettingsUpdate } from '../../../../modules/settings/settings.schema';
import { formatDateTime } from '../../../../shared/dates';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';
import { tabForLater, type TabForLater } from '../../components/tab-for-later';
import { currentVersionOf } from '../../components/version-conflict';
import { savedQuietly } from '../../content/use-autosave';

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
  /** How many hand actions are queued or running: the buttons wait meanwhile. */
  const [acting, setActing] = useState(0);
  /**
   * The writes someone else's change refused, waiting for the editor's answer: Overwrite does each again, in
   * order, over their change (several groups' autosaves can be refused before the question is answered);
   * `settle(false)` tells a waiting autosave that its group was not saved. Kept in a ref, so a refusal
   * arriving between a render and the editor's click is never dropped unanswered; the state only shows the
   * question.
   */
  const refused = useRef<{ overwrite: () => Promise<unknown>; settle: (saved: boolean) => void }[]>([]);
  const [asking, setAsking] = useState(false);
  // The blank tab a Preview opened in its click: a question about a refused save is asked in this tab, so it goes.
  const previewTab = useRef<TabForLater | null>(null);
  const askAbout = (overwrite: () => Promise<unknown>, settle: (saved: boolean) => void = () => undefined) => {
    refused.current.push({ overwrite, settle });
    previewTab.current?.abandon();
    setAsking(true);
  };
  const takeRefused = () => {
    setAsking(false);
    return refused.current.splice(0);
  };
  /** The question is answered with anything but Overwrite: the refused writes are dropped. */
  const dropConflicts = () => {
    for (const { settle } of takeRefused()) settle(false);
  };
  /** Bumped when the forms must show the draft afresh (a reload, a discard, a restored revision): their key. */
  const [generation, setGeneration] = useState(0);
  // Moved on at once, in the write's turn, not at the next render: an autosave queued behind the write
  // that replaced the forms is already of an old generation when its turn comes.
  const generationNow = useRef(generation);
  const nextGeneration = () => {
    generationNow.current += 1;
    setGeneration(generationNow.current);
  };

  const answer = query.data?.data;
  type Answer = NonNullable<typeof query.data>;
  // The latest answer, also between a save and the render it causes: the next write names its draft version.
  const latest = useRef<Answer | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = query.data;
  });
  const settle = (next: Answer) => {
    latest.current = next;
    utils.admin.settings.getDraft.setData(undefined, next);
  };
  // What the editor read: the draft's version, or with no draft the live settings'; an overwrite names neither.
  const readVersions = (overwrite: boolean) => {
    const read = latest.current?.data;
    return overwrite ? {} : read?.draft ? { version: read.draft.version } : { liveVersion: read?.liveVersion };
  };
  const draftVersion = (overwrite: boolean) => (overwrite ? undefined : latest.current?.data.draft?.version);
  // Every write to the one draft, the groups' autosaves and the hand actions alike, waits for the one before:
  // each then names the version the last one left, and none conflicts with the editor's own save.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inTurn = <T>(write: () => Promise<T>): Promise<T> => {
    const turn = queue.current.then(write);
    queue.current = turn.catch(() => undefined);
    return turn;
  };
  // Each group form saves what was typed before the bar's actions, which must include it: a click need not
  // leave the field (Safari's does not move the focus), so the field's own save on blur is not enough.
  const flushers = useRef(new Set<() => Promise<boolean>>());
  const registerFlush = useCallback((flush: () => Promise<boolean>) => {
    flushers.current.add(flush);
    return () => void flushers.current.delete(flush);
  }, []);
  const flushAll = async () => (await Promise.all([...flushers.current].map((flush) => flush()))).every(Boolean);
  /** A bar action: what every group has typed is saved first, or the action does not go ahead; the buttons wait meanwhile. */
  const afterFlush = async <T>(failure: string, action: () => Promise<T | null>): Promise<T | null> => {
    setActing((count) => count + 1);
    try {
      if (await flushAll()) return await action();
      showToast('error', failure, 'A settings group could not be saved: see the message under its form.');
      return null;
    } finally {
      setActing((count) => count - 1);
    }
  };
  // The buttons wait while it runs; a version conflict asks (Overwrite does it again over their change),
  // any other failure is reported.
  const reported = async <T>(failure: string, action: (overwrite: boolean) => Promise<T>, setError?: UseFormSetError<FieldValues>, overwrite = false) => {
    setActing((count) => count + 1);
    try {
      return await action(overwrite);
    } catch (error) {
      if (currentVersionOf(error) !== undefined) askAbout(() => reported(failure, action, setError, true));
      else reportMutationError(error, failure, setError);
      return null;
    } finally {
      setActing((count) => count - 1);
    }
  };
  /** A hand action on the draft, in its turn after every write before it. */
  const run = <T>(failure: string, action: (overwrite: boolean) => Promise<T>, setError?: UseFormSetError<FieldValues>) =>
    reported(failure, (overwrite) => inTurn(() => action(overwrite)), setError);
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
    busy: acting > 0,
    generation,
    conflict: asking,
    /**
     * Saves a group's changes into the draft quietly (autosave, decision 050): no toast, the buttons stay
     * on; a conflict asks as any save does, and the answer is the save's outcome (saved when the editor
     * chose Overwrite). A save typed into a form that a discard or reload has since replaced is dropped.
     * True when saved, else why not.
     */
    autosave: async (change: SiteSettingsUpdate, generationTyped: number) => {
      let answered: Promise<boolean> | undefined;
      const outcome = await savedQuietly(
        (overwrite) =>
          inTurn(async () => {
            if (generationTyped === generationNow.current) await save(change, overwrite);
          }),
        // `overwrite` takes its own turn in the queue.
        (overwrite) => {
          answered = new Promise((saved) => askAbout(async () => saved((await reported('Draft not saved', overwrite)) !== null), saved));
        },
      );
      return outcome === true || !(answered && (await answered)) ? outcome : true;
    },
    /** A group form's way to save what was typed before the bar's Publish, Preview or Schedule; answers how to stop. */
    registerFlush,
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
    /** Saves what every group has typed and `change` into the draft, then puts the whole draft live. */
    publish: (change: SiteSettingsUpdate | null, setError?: UseFormSetError<FieldValues>) =>
      afterFlush('Settings not published', () =>
        run(
          'Settings not published',
          async (overwrite) => {
            const version = change ? (await save(change, overwrite)).data.draft?.version : draftVersion(overwrite);
            return (await publishDraft(version)).settings;
          },
          setError,
        ),
      ),
    /** Opens the home page as the draft shows it, with what every group has typed, in a new tab (opened in the click). */
    preview: async () => {
      const tab = tabForLater();
      previewTab.current = tab;
      try {
        await afterFlush('Could not open the preview', () =>
          run('Could not open the preview', async () => {
            const link = await previewLink.refetch();
            if (!link.data) throw link.error ?? new Error('The preview link could not be made');
            tab.go(link.data.data.url);
            return true;
          }),
        );
      } finally {
        tab.abandon();
        if (previewTab.current === tab) previewTab.current = null;
      }
    },
    discard: () =>
      run('Could not discard the draft', async () => {
        settle(await discard.mutateAsync({}));
        nextGeneration();
        showToast('success', 'Draft discarded', 'The forms show the published settings again.');
      }),
    /** Sets when the draft (with what every group has typed) goes live by itself (an ISO moment), or takes the schedule off (null). */
    schedule: (publishAt: string | null) =>
      afterFlush('Could not change the schedule', () =>
        run('Could not change the schedule', async (overwrite) => {
          const version = draftVersion(overwrite);
          if (publishAt) {
            settle(await publish.mutateAsync({ version, publishAt }));
            showToast('success', 'Settings scheduled', `They go live ${formatDateTime(publishAt)}.`);
          } else {
            settle(await saveDraft.mutateAsync({ version, publishAt: null }));
            showToast('success', 'Schedule removed', 'The draft waits until you publish it.');
          }
          return true;
        }),
      ),
    /** Puts an old revision into the draft (the forms then show it), to review and publish. */
    restore: async (revisionId: number) =>
      (await run('Could not restore the revision', async () => {
        settle(await restoreRevision.mutateAsync({ revisionId }));
        nextGeneration();
        showToast('success', 'Revision restored into the draft', 'Review it, then publish it.');
        return true;
      })) === true,
    /** Does every refused write again, in order, over the other editor's change. */
    overwrite: async () => {
      for (const { overwrite } of takeRefused()) await overwrite();
    },
    /** Shows the draft as it is now, dropping what the forms hold (after a conflict, "Reload their version"). */
    reload: async () => {
      dropConflicts();
      await inTurn(async () => {
        const fresh = await query.refetch();
        if (fresh.data) latest.current = fresh.data;
        nextGeneration();
      });
    },
    dismissConflict: dropConflicts,
  };
}

export type SettingsDraft = ReturnType<typeof useSettingsDraft>;

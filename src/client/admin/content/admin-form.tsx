import { Box, Button, Flex, SimpleGrid, Spinner } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, ExternalLink, History } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../components/ui/toaster';
import { FormDrawer } from '../components/form-drawer';
import { reportMutationError } from '../components/mutation-error';
import { tabForLater } from '../components/tab-for-later';
import { currentVersionOf, VersionConflictDialog } from '../components/version-conflict';
import { DescribedField } from './described-field';
import { DraftBar } from './draft-bar';
import { UnpublishSchedule } from './unpublish-schedule';
import { useDraft } from './use-draft';
import { AutosaveStatus } from './autosave-status';
import { useAutosave } from './use-autosave';
import { formFields, initialValues, requiredFields, withoutField, withoutUnchanged, type AnyField } from './form-values';
import { capitalised, type FormItem, type RevisionProcedures, type SectionDescription } from './section-description';

// The history and its diff library load when someone opens it.
const RevisionHistory = lazy(() => import('./revision-history'));

type Props<Row extends { id: number }, Schema extends z.ZodObject> = {
  section: SectionDescription<Row, Schema>;
  open: boolean;
  /** The record being edited; null when creating. */
  record: Row | null;
  /** The listed records: a new record's order goes after theirs, and text fields may suggest their values. */
  rows: Row[] | undefined;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
  /** A new record the description shows a notice for (createdNotice) goes here instead of into a toast. */
  onCreated?: (row: Row) => void;
};

/** Admin answers carry each row's version (sections without one leave it out, and are never refused). */
type Versioned<Row> = Row & { version?: number };

/** The create/edit drawer of a content section, its fields drawn from the description and checked by its schema. */
export function AdminForm<Row extends { id: number }, Schema extends z.ZodObject>({
  section,
  open,
  record,
  rows,
  onClose,
  onSaved,
  onCreated,
}: Props<Row, Schema>) {
  const { noun, procedures } = section;
  const create = procedures.create.useMutation();
  const update = procedures.update.useMutation();
  const [preview, setPreview] = useState<z.input<Schema> | null>(null);
  // The version being edited: the record opened, or the one reloaded after someone else saved it.
  const [base, setBase] = useState<Versioned<Row> | null>(record);
  const [conflict, setConflict] = useState<{ currentVersion: number; values: FieldValues } | null>(null);
  const [reloadTo, setReloadTo] = useState<number | null>(null);
  // The engine handles values by field name; the description's types were checked where it was written.
  const layout = section.form as unknown as FormItem<FieldValues>[];
  const fields = useMemo(() => formFields(layout), [layout]);
  const required = useMemo(() => requiredFields(section.schema), [section.schema]);
  const nextOrder = Math.max(0, ...(rows ?? []).map((row) => (row as { order?: number }).order ?? 0)) + 1;
  const form = useForm<FieldValues>({
    resolver: zodResolver(section.schema) as unknown as Resolver<FieldValues>,
    defaultValues: initialValues(fields, base, nextOrder),
  });
  const {
    reset,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  // An editorial item is edited through its draft: the form shows the draft, Save keeps it, Publish puts it live.
  const [historyOpen, setHistoryOpen] = useState(false);
  const [draftConflict, setDraftConflict] = useState<{ overwrite: () => Promise<unknown> } | null>(null);
  const draft = useDraft(section, open ? record : null, (overwrite) => setDraftConflict({ overwrite }), base?.version);
  const draftItem = draft?.answer?.item as Versioned<Row> | undefined;
  const editorialPayload = (values: FieldValues) => withoutUnchanged(fields, values, base) as Partial<z.output<Schema>>;
  // An autosave's answer becomes the form's base without touching what the editor has typed meanwhile;
  // any other new base (a discard, a reload, a restored revision) replaces the form's values.
  const autosaved = useRef<unknown>(null);
  const autosave = useAutosave(form, section.schema, open && draft !== null, async (values) => {
    if (!draft) return { failure: 'The draft is not open' };
    const outcome = await draft.autosave(editorialPayload(values), (item) => (autosaved.current = item));
    // The list shows which items have unpublished changes.
    if (outcome === true) await onSaved();
    return outcome;
  });
  /**
   * A hand action on the draft: one at a time, no autosave beside it, the drawer's buttons off meanwhile;
   * `true` from it means nothing typed waits any more. Its own flag, not react-hook-form's isSubmitting:
   * an autosave's answer resets the form, which clears isSubmitting while Save draft is still running.
   */
  const [acting, setActing] = useState(0);
  const handActions = useRef<Promise<unknown>>(Promise.resolve());
  const byHand = (action: () => Promise<boolean>) => {
    setActing((count) => count + 1);
    const run = handActions.current.then(async () => {
      await autosave.hold();
      let done = false;
      try {
        done = await action();
      } finally {
        autosave.release(done);
      }
      return done;
    });
    handActions.current = run.catch(() => undefined);
    return run.finally(() => setActing((count) => count - 1));
  };

  useEffect(() => {
    if (open) setBase(draftItem ?? record);
  }, [open, record, draftItem]);
  useEffect(() => {
    if (open) reset(initialValues(fields, base, nextOrder), base !== null && base === autosaved.current ? { keepValues: true } : undefined);
  }, [open, base, nextOrder, fields, reset]);
  // After "Reload their version": the list brings the newer row, which the form then shows.
  useEffect(() => {
    const fresh = rows?.find((row) => row.id === base?.id) as Versioned<Row> | undefined;
    if (reloadTo === null || !fresh || (fresh.version ?? 0) < reloadTo) return;
    setReloadTo(null);
    setBase(fresh);
  }, [rows, reloadTo, base]);

  const save = async (values: FieldValues, version = base?.version) => {
    if (draft) return saveDraft(values);
    try {
      const payload = withoutUnchanged(fields, values, base) as z.output<Schema>;
      const result = base ? await update.mutateAsync({ id: base.id, version, ...payload }) : await create.mutateAsync(payload);
      setConflict(null);
      await onSaved();
      if (!record && onCreated) {
        onClose();
        onCreated(result.data);
        return;
      }
      const detail = section.savedDetail?.(result.data) ?? String(result.data[section.nameField]);
      showToast('success', `${capitalised(noun)} ${record ? 'updated' : 'created'}`, detail);
      onClose();
    } catch (error) {
      const currentVersion = currentVersionOf(error);
      if (currentVersion !== undefined) return setConflict({ currentVersion, values });
      reportMutationError(error, `Could not ${record ? 'update' : 'create'} the ${noun}`, form.setError);
    }
  };

  const saveDraft = (values: FieldValues, publishAt?: string | null) =>
    byHand(async () => {
      if (!(await draft!.save(editorialPayload(values), publishAt))) return false;
      reset(values);
      // The list shows which items have unpublished changes.
      await onSaved();
      return true;
    });
  const publishNow = async (values: FieldValues) => {
    // Sent only when the draft lacks them: after an autosave, Publish names the draft it saved.
    const published = await byHand(() => draft!.publish(autosave.hasChanges() ? editorialPayload(values) : null));
    if (published) {
      await onSaved();
      onClose();
    }
  };
  const unpublish = async () => {
    if (await byHand(() => draft!.unpublish())) {
      await onSaved();
      onClose();
    }
  };
  // Listed rows of an editorial section say where they stand; on the site, an item can be taken off it.
  const isOnSite = ['live', 'changed'].includes(String((record as { state?: string } | null)?.state));
  const shownLayout = draft && section.liveField ? withoutField(layout, section.liveField) : layout;
  const previewOnSite = (event: BaseSyntheticEvent) => {
    const tab = tabForLater();
    const preview = async (values: FieldValues) => {
      if (await byHand(() => draft!.preview(autosave.hasChanges() || !draft!.answer?.draft ? editorialPayload(values) : null, tab))) reset(values);
    };
    void handleSubmit(preview)(event).finally(tab.abandon);
  };

  const field = (description: AnyField, inRow: boolean) => (
    <DescribedField
      key={description.name}
      field={description}
      form={form}
      errors={errors}
      required={required.has(description.name)}
      rows={rows}
      inRow={inRow}
    />
  );
  const Preview = section.preview;
  const EditExtras = section.editExtras;
  const busy = isSubmitting || acting > 0 || Boolean(draft?.busy);

  return (
    <FormDrawer
      open={open}
      title={record ? `Edit ${String(record[section.nameField])}` : (section.createTitle ?? section.addLabel)}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit((values) => save(values))(event)}
      busy={busy}
      dirty={draft ? autosave.unsaved : isDirty}
      size={section.formSize}
      submitLabel={draft ? 'Save draft' : undefined}
      actions={
        draft && (
          <>
            {isOnSite && section.liveField && (
              <Button variant="outline" colorPalette="red" onClick={() => void unpublish()} disabled={busy}>
                Unpublish
              </Button>
            )}
            <Button variant="outline" onClick={previewOnSite} disabled={busy}>
              <ExternalLink aria-hidden /> Preview on site
            </Button>
            <Button colorPalette="blue" onClick={(event) => void handleSubmit(publishNow)(event)} disabled={busy}>
              Publish
            </Button>
          </>
        )
      }
    >
      {draft?.loading && <Spinner aria-label="Loading the draft" alignSelf="center" />}
      {draft && !draft.loading && record && (
        <Flex justify="flex-end">
          <Button variant="ghost" size="sm" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden /> History
          </Button>
        </Flex>
      )}
      {draft && historyOpen && record && (
        <Suspense fallback={<Spinner aria-label="Loading the history" />}>
          <RevisionHistory
            procedures={procedures as unknown as RevisionProcedures}
            itemId={record.id}
            current={form.getValues()}
            onRestore={(revisionId) => byHand(() => draft.restore(revisionId))}
            onClose={() => setHistoryOpen(false)}
          />
        </Suspense>
      )}
      {draft && !draft.loading && (
        <DraftBar
          draft={draft.answer?.draft ?? null}
          busy={busy}
          onDiscard={() => void byHand(draft.discard)}
          onSchedule={(publishAt) => void handleSubmit((values) => saveDraft(values, publishAt))()}
        />
      )}
      {draft && !draft.loading && record && section.liveField && procedures.scheduleUnpublish && (
        <UnpublishSchedule procedure={procedures.scheduleUnpublish} itemId={record.id} noun={section.noun} initial={draft.answer?.unpublishAt ?? null} />
      )}
      {Preview && (
        <Flex justify="flex-end">
          <Button variant="outline" size="sm" onClick={() => setPreview(form.getValues() as z.input<Schema>)}>
            <Eye aria-hidden /> Preview
          </Button>
        </Flex>
      )}
      {draft && !draft.loading && <AutosaveStatus state={autosave.state} failure={autosave.failure} />}
      {/* A field left saves the draft at once (focus leaving any field bubbles here). */}
      <Box display="contents" onBlur={autosave.onBlur}>
        {!draft?.loading &&
          shownLayout.map((item) =>
            'row' in item ? (
              <SimpleGrid key={item.row.map((f) => f.name).join()} columns={{ base: 1, md: item.columns }} gap="5" alignItems={item.align}>
                {item.row.map((f) => field(f, true))}
              </SimpleGrid>
            ) : (
              field(item, false)
            ),
          )}
      </Box>
      {EditExtras && record && <EditExtras row={record} />}
      {Preview && <Preview values={preview} onClose={() => setPreview(null)} />}
      <VersionConflictDialog
        noun={noun}
        open={conflict !== null}
        onCancel={() => setConflict(null)}
        onReload={async () => {
          setReloadTo(conflict!.currentVersion);
          setConflict(null);
          await onSaved();
        }}
        onOverwrite={() => save(conflict!.values, conflict!.currentVersion)}
      />
      <VersionConflictDialog
        noun={noun}
        open={draftConflict !== null}
        onCancel={() => setDraftConflict(null)}
        onReload={async () => {
          setDraftConflict(null);
          await byHand(async () => (await Promise.all([draft?.reload(), onSaved()]), true));
        }}
        onOverwrite={async () => {
          const { overwrite } = draftConflict!;
          setDraftConflict(null);
          await byHand(async () => (await overwrite(), true));
        }}
      />
    </FormDrawer>
  );
}

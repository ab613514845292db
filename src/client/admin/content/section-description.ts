import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { trpc } from '../../lib/trpc';
import type { PageMeta } from '../../../shared/list-query';
import type { AdminColumn } from '../components/admin-table';
import type { SelectOption } from '../components/select-field';

/**
 * A content type described once: what the dashboard lists, which procedures read and change it, and
 * the form (its fields and the module's zod input schema). AdminListSection and AdminForm render any
 * description; a new content type is a new description, not a new page.
 */
export type SectionDescription<Row extends { id: number }, Schema extends z.ZodObject> = {
  /** The section's h2, e.g. "Team Members". */
  title: string;
  /** The line under the title; from the listed rows (undefined while loading) when it counts them. */
  description: string | ((rows: Row[] | undefined) => string | undefined);
  /** Read by screen readers only: what the table lists. */
  caption: string;
  emptyMessage: string;
  /** One record in words, lower case: "team member" → "Team member created", "Delete the team member “…”". */
  noun: string;
  /** The button that opens an empty form: "Add team member". */
  addLabel: string;
  /** The empty form's title, when it differs from addLabel. */
  createTitle?: string;
  /** The field that names a record in buttons, titles and toasts. */
  nameField: StringKey<Row>;
  /** The toast's second line after a save; the record's name by default. */
  savedDetail?: (row: Row) => string;
  procedures: SectionProcedures<Row, z.output<Schema>>;
  /** The public site's queries a change makes stale. */
  publicQueries?: (utils: AdminUtils) => { invalidate: () => Promise<void> };
  columns: ColumnDescription<Row>[];
  /** Up/down buttons on each row, saving the new order through `procedures.reorder`. */
  reorderable?: Row extends { order: number } ? boolean : never;
  /** Validates the form (zodResolver) and types the fields' names; required fields are those it does not let be left out. */
  schema: Schema;
  form: FormItem<z.input<Schema>>[];
  formSize?: 'md' | 'lg' | 'xl';
  /**
   * The switch that says whether an item is on the public site (`isPublished`). An editorial item's form
   * leaves it out when editing: Publish and Unpublish decide that (decision 042).
   */
  liveField?: keyof z.input<Schema> & string;
  /** A "Preview" button in the form opens this with the unsaved values. */
  preview?: ComponentType<{ values: z.input<Schema> | null; onClose: () => void }>;
  /**
   * Editorial content (decision 042): its form edits a draft (Save draft, Preview on site, Publish), with a
   * history, a list filter by state and Recently deleted. Declared, since a tRPC router answers any name.
   */
  editorial?: boolean;
  /** Below an existing record's form: what it has beside its fields (a webhook's deliveries). */
  editExtras?: ComponentType<{ row: Row }>;
  /** Shown once with the record a create answered, instead of the toast: what the server tells only then (an API key's secret). */
  createdNotice?: ComponentType<{ row: Row; onClose: () => void }>;
};

type StringKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export type AdminUtils = ReturnType<typeof trpc.useUtils>;

type Envelope<T> = { data: T };

/** A list call's state: one page of rows and where it stands (decision 025). */
export type ListQuery<Row> = {
  data?: Envelope<Row[]> & { meta: PageMeta };
  isLoading: boolean;
  error: { message: string } | null;
  refetch: () => Promise<unknown>;
};

/** The admin router of one content type (trpc.admin.team…), as the list and the form use it. */
export type SectionProcedures<Row, Input> = {
  // Each router's list takes its own sort fields and filters: the view's input (ListViewInput, from the
  // URL) is handed over as it is and the server refuses what the list does not take.
  list: { useQuery: (input: never) => ListQuery<Row> };
  create: { useMutation: () => { mutateAsync: (input: Input) => Promise<Envelope<Row>> } };
  /** `version`: the version the editor opened; a stale one is refused (CONFLICT with the current version). */
  update: { useMutation: () => { mutateAsync: (input: Partial<Input> & { id: number; version?: number }) => Promise<Envelope<Row>> } };
  remove: { useMutation: () => { mutateAsync: (input: { id: number }) => Promise<unknown> } };
  /** Editorial sections: delete, publish or unpublish many items in one call (decision 048). */
  bulk?: { useMutation: () => { mutateAsync: (input: never) => Promise<{ message: string }> } };
  /** Sections ordered by hand: every id in the new order, saved together. */
  reorder?: { useMutation: () => { mutateAsync: (input: { ids: number[] }) => Promise<unknown> } };
} & Partial<DraftProcedures<Row, Input> & DeletedProcedures>;

/** An editorial item's revisions: the list, one with its content, and restoring one into the draft. */
export type RevisionProcedures = {
  revisions: {
    useQuery: (input: { id: number; page: number; pageSize: number }) => {
      data?: Envelope<{ id: number; reason: string; savedBy: string; createdAt: string }[]>;
    };
  };
  revision: {
    useQuery: (input: { id: number; revisionId: number }, options: { enabled: boolean }) => { data?: Envelope<{ data: Record<string, unknown> }> };
  };
};

/** An editorial section's recently deleted items, and bringing one back. */
export type DeletedProcedures = {
  deleted: {
    useQuery: (
      input: undefined,
      options: { enabled: boolean },
    ) => { data?: Envelope<{ id: number; name: string; deletedAt: string; deletedBy: string }[]>; refetch: () => Promise<unknown> };
  };
  restoreDeleted: { useMutation: () => { mutateAsync: (input: { id: number }) => Promise<unknown>; isPending: boolean } };
};

/** An editorial section's item with its pending draft (decision 042). */
export type DraftAnswer<Row> = {
  item: Row;
  draft: { version: number; publishAt: string | null; savedBy: string; savedAt: string } | null;
  /** When the item comes off the site by itself. */
  unpublishAt: string | null;
};

/** An editorial section's drafts: the form saves into the draft and publishes it, and previews it on the public site. */
export type DraftProcedures<Row, Input> = {
  getDraft: {
    useQuery: (
      input: { id: number },
      options: { enabled: boolean; retry: false },
    ) => { data?: Envelope<DraftAnswer<Row>>; error: unknown; isLoading: boolean; refetch: () => Promise<unknown> };
  };
  saveDraft: {
    useMutation: () => {
      mutateAsync: (
        input: Partial<Input> & { id: number; version?: number; itemVersion?: number; publishAt?: string | null },
      ) => Promise<Envelope<DraftAnswer<Row>>>;
    };
  };
  publish: {
    useMutation: () => {
      mutateAsync: (input: { id: number; version?: number; itemVersion?: number; publishAt?: string }) => Promise<Envelope<DraftAnswer<Row>>>;
    };
  };
  discardDraft: { useMutation: () => { mutateAsync: (input: { id: number }) => Promise<unknown> } };
  unpublish: { useMutation: () => { mutateAsync: (input: { id: number }) => Promise<Envelope<DraftAnswer<Row>>> } };
  scheduleUnpublish: {
    useMutation: () => { mutateAsync: (input: { id: number; unpublishAt: string | null }) => Promise<Envelope<DraftAnswer<Row>>> };
  };
  restoreRevision: { useMutation: () => { mutateAsync: (input: { id: number; revisionId: number }) => Promise<Envelope<DraftAnswer<Row>>> } };
} & RevisionProcedures & {
    previewLink: { useQuery: (input: { id: number }, options: { enabled: boolean }) => { refetch: () => Promise<{ data?: Envelope<{ url: string }> }> } };
  };

/**
 * A table column: a field shown as it is (text, a count for lists, a badge for on/off, '—' when
 * empty), or a cell of its own.
 */
export type ColumnDescription<Row> = Omit<AdminColumn<Row>, 'cell'> &
  ({ field: keyof Row & string; /** On/off words for a boolean field's badge. */ badge?: { on: string; off: string } } | { cell: (row: Row) => ReactNode });

/** A text that may follow what is typed elsewhere in the form (the slug's hint follows the title). */
export type FromValues<Values, T> = T | ((values: Values) => T);

type FieldBase<Values> = { name: keyof Values & string; label: string; helperText?: FromValues<Values, string | undefined> };

export type FieldDescription<Values> = FieldBase<Values> &
  (
    | {
        kind: 'text';
        placeholder?: FromValues<Values, string>;
        inputType?: 'email' | 'url';
        monospace?: boolean;
        /** Offer the values already used in the list (a datalist). */
        suggestFromList?: boolean;
        /** Left out of an update when unchanged, so the server keeps what it made of it. */
        omitUnchanged?: boolean;
      }
    | { kind: 'textarea'; rows: number }
    /** HTML from the rich-text editor, loaded only when a form has one. */
    | { kind: 'richText' }
    | { kind: 'image' }
    | { kind: 'boolean'; initial: boolean; /** Switching on fills this empty date field with today. */ datesToday?: keyof Values & string }
    /** A sort position: whole numbers, a new record goes last. */
    | { kind: 'order' }
    | { kind: 'textList'; itemLabel: string; placeholder?: string }
    /** Stored values outside the options are edited as `initial`. */
    | {
        kind: 'select';
        options: readonly SelectOption[];
        initial: string;
        appearance: 'menu' | 'cards';
        placeholder?: string;
        /** The field holds a number (a redirect's status): option values are its digits. */
        numeric?: boolean;
      }
    /** A calendar date, YYYY-MM-DD; blank is null. */
    | { kind: 'date' }
    /** Any number of the options (a list of their values), each a switch. */
    | { kind: 'choices'; options: readonly SelectOption[] }
    /**
     * One record of another section by its id, or none (left out of what is sent). `useOptions` is a
     * hook reading that section's records, called only while the form is open.
     */
    | { kind: 'reference'; useOptions: () => readonly SelectOption[] | undefined; noneLabel: string }
  );

/** A field, or fields side by side on wider screens. */
export type FormItem<Values> = FieldDescription<Values> | { row: FieldDescription<Values>[]; columns: 2 | 3; align?: 'start' | 'center' };

/**
 * A list staff read but do not edit (the mail outbox): the same header and table, and each row opens
 * in a drawer drawn by `detail`. No add, edit or delete.
 */
export type ReadOnlySectionDescription<Row extends { id: number }> = Pick<
  SectionDescription<Row, z.ZodObject>,
  'title' | 'description' | 'caption' | 'emptyMessage' | 'noun' | 'nameField' | 'columns'
> & {
  procedures: {
    list: { useQuery: (input: never, options: { refetchOnMount: 'always' }) => ListQuery<Row> };
  };
  /** The drawer's body for one row. */
  detail: ComponentType<{ row: Row }>;
};

/** Checks a read-only description against its row type: export default describeReadOnlySection({ … }). */
export const describeReadOnlySection = <Row extends { id: number }>(section: ReadOnlySectionDescription<Row>) => section;

/** Checks a description against its row type and schema: export default describeSection({ … }). */
export const describeSection = <Row extends { id: number }, Schema extends z.ZodObject>(section: SectionDescription<Row, Schema>) => section;

/** "team member" → "Team member", for toasts. */
export const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

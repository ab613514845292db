import { z } from 'zod';

/** Bumped when the archive's layout changes; an archive of another format is refused, not guessed at. */
export const ARCHIVE_FORMAT = 'consultancy-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const tableSchema = z.strictObject({
  schema: z.string(),
  name: z.string(),
  /** The table's rows in PostgreSQL's COPY text format, inside the archive. */
  file: z.string().regex(/^data\/[\w.-]+\.copy$/),
  columns: z.array(z.string()).min(1),
  rows: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const sequenceSchema = z.strictObject({
  schema: z.string(),
  name: z.string(),
  /** null while the sequence was never used. */
  lastValue: z
    .string()
    .regex(/^-?\d+$/)
    .nullable(),
});

export const manifestSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  app: z.strictObject({ name: z.string(), version: z.string() }),
  createdAt: z.iso.datetime(),
  /** The migrations applied to the database that was backed up, oldest first: its schema version. */
  migrations: z.array(z.string()).min(1),
  tables: z.array(tableSchema),
  sequences: z.array(sequenceSchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = Manifest['tables'][number];

/** `"public"."contact_messages"`: identifiers quoted, never interpolated raw. */
export const qualifiedName = (schema: string, name: string) => `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
export const quoteIdentifier = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

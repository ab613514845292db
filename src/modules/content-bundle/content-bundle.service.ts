import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError } from '../../shared/envelope';
import { fieldErrors } from '../../server/trpc/error-details';
import { BUNDLE_FORMAT, BUNDLE_SCHEMA_VERSION, type ImportMode } from './content-bundle.constants';
import { BUNDLE_PARTS, columnsOf, tableOf, type BundleColumn, type BundlePart } from './bundle-parts';
import { bundleSchema, type ContentBundle } from './bundle-schema';

const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function toBundleValue(column: BundleColumn, value: unknown): unknown {
  if (Buffer.isBuffer(value)) return value.toString('base64');
  // The driver reads a date column as local midnight: its day is the local one.
  if (value instanceof Date) return column.sqlType === 'date' ? localDay(value) : value.toISOString();
  // The ORM's driver hands timestamps over as PostgreSQL's text: the bundle writes ISO 8601.
  if (typeof value === 'string' && column.sqlType.startsWith('timestamp')) return new Date(value).toISOString();
  return value;
}

/** One table's rows, every column, in id order. */
async function rowsOf(em: EntityManager, part: BundlePart): Promise<Record<string, unknown>[]> {
  const columns = columnsOf(em, part);
  const primary = columns.find((c) => c.primary)!;
  const query = em
    .getKnex()
    .from(tableOf(em, part))
    .select(columns.map((c) => c.column))
    .orderBy(primary.column);
  if (part.where) void query.whereIn('key', (part.where.key as { $in: string[] }).$in);
  const rows = (await query) as Record<string, unknown>[];
  return rows.map((row) => Object.fromEntries(columns.map((c) => [c.property, toBundleValue(c, row[c.column])])));
}

/** Everything editorial: the content sections, the media files and the brand content, as one JSON bundle. */
export async function exportContent(em: EntityManager): Promise<ContentBundle & { parts: Record<string, Record<string, unknown>[]> }> {
  const parts: Record<string, Record<string, unknown>[]> = {};
  for (const part of BUNDLE_PARTS) parts[part.name] = await rowsOf(em, part);
  return { format: BUNDLE_FORMAT, schemaVersion: BUNDLE_SCHEMA_VERSION, exportedAt: new Date().toISOString(), parts };
}

export const NEWER_BUNDLE_MESSAGE = `This bundle was written by a newer version of the site (its schemaVersion is above ${BUNDLE_SCHEMA_VERSION}); update this site first`;

/** Every problem of a bundle, each with its path (`parts.blog.2.slug`), or the bundle ready to apply. */
export function checkBundle(em: EntityManager, raw: unknown): { bundle: ContentBundle; problems?: never } | { problems: FieldError[] } {
  const version = (raw as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (typeof version === 'number' && version > BUNDLE_SCHEMA_VERSION) return { problems: [{ path: 'schemaVersion', message: NEWER_BUNDLE_MESSAGE }] };
  const parsed = bundleSchema(em).safeParse(raw);
  const problems = parsed.success ? [] : fieldErrors(parsed.error);
  if (parsed.success) problems.push(...duplicateKeys(em, parsed.data as ContentBundle), ...rowsOutsideParts(parsed.data as ContentBundle));
  return problems.length > 0 ? { problems } : { bundle: parsed.data as ContentBundle };
}

/** A key (id, slug) given twice in one part would make the import depend on row order: each repeat is a problem. */
function duplicateKeys(em: EntityManager, bundle: ContentBundle): FieldError[] {
  const problems: FieldError[] = [];
  for (const part of BUNDLE_PARTS) {
    const keys = [columnsOf(em, part).find((c) => c.primary)!.property, ...(part.naturalKey ? [part.naturalKey] : [])];
    for (const key of new Set(keys)) {
      const seen = new Set<unknown>();
      (bundle.parts[part.name] ?? []).forEach((row, index) => {
        const value = row[key];
        if (value === undefined) return;
        if (seen.has(value))
          problems.push({ path: `parts.${part.name}.${index}.${key}`, message: `${key} ${JSON.stringify(value)} appears twice in ${part.name}` });
        seen.add(value);
      });
    }
  }
  return problems;
}

/** A settings row the bundle does not carry (a secret, staff addresses) may not come in through one either. */
function rowsOutsideParts(bundle: ContentBundle): FieldError[] {
  const problems: FieldError[] = [];
  for (const part of BUNDLE_PARTS) {
    const allowed = part.where && (part.where.key as { $in: string[] }).$in;
    if (!allowed) continue;
    (bundle.parts[part.name] ?? []).forEach((row, index) => {
      if (!allowed.includes(row.key as string)) problems.push({ path: `parts.${part.name}.${index}.key`, message: `key must be one of ${allowed.join(', ')}` });
    });
  }
  return problems;
}

/** A text[] value as a PostgreSQL array literal, every element quoted (bound as one parameter, not spread). */
const arrayLiteral = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

function toColumnValue(column: BundleColumn, value: unknown): unknown {
  if (column.sqlType === 'bytea' && typeof value === 'string') return Buffer.from(value, 'base64');
  if (column.sqlType.startsWith('json')) return JSON.stringify(value);
  if (Array.isArray(value)) return arrayLiteral(value as string[]);
  return value;
}

export type ImportCounts = Record<string, number>;

/**
 * Applies a checked bundle in one transaction. `replace` empties each bundled part first; `merge` updates
 * the row with the same natural key (a blog post's slug, a settings group) or id, and adds the rest.
 * Sequences move past the ids brought in, so the next row made in the dashboard gets a new one.
 */
export async function importContent(em: EntityManager, bundle: ContentBundle, mode: ImportMode): Promise<ImportCounts> {
  return em.transactional(async (tx) => {
    const knex = tx.getKnex();
    const counts: ImportCounts = {};
    for (const part of BUNDLE_PARTS) {
      const rows = bundle.parts[part.name];
      if (!rows) continue;
      const table = tableOf(tx, part);
      const columns = columnsOf(tx, part);
      const primary = columns.find((c) => c.primary)!;
      if (mode === 'replace') {
        const emptying = knex(table);
        if (part.where) void emptying.whereIn('key', (part.where.key as { $in: string[] }).$in);
        await tx.getConnection().execute(emptying.delete());
      }
      for (const row of rows) {
        const values = Object.fromEntries(columns.filter((c) => row[c.property] !== undefined).map((c) => [c.column, toColumnValue(c, row[c.property])]));
        const naturalKey = part.naturalKey && columns.find((c) => c.property === part.naturalKey);
        if (mode === 'merge' && naturalKey && naturalKey !== primary) {
          const { [primary.column]: _id, ...rest } = values;
          const updated = await tx.getConnection().execute(
            knex(table)
              .where(naturalKey.column, values[naturalKey.column] as string)
              .update(rest),
            [],
            'run',
          );
          if ((updated as unknown as { affectedRows: number }).affectedRows > 0) continue;
        }
        const insert = knex(table).insert(values).onConflict(primary.column);
        await tx.getConnection().execute(mode === 'merge' ? insert.merge() : insert.ignore());
      }
      if (primary.sqlType.startsWith('int') || primary.sqlType === 'serial')
        await tx
          .getConnection()
          .execute(
            `select setval(pg_get_serial_sequence('${table}', '${primary.column}'), coalesce(max("${primary.column}"), 1), max("${primary.column}") is not null) from "${table}"`,
          );
      counts[part.name] = rows.length;
    }
    return counts;
  });
}

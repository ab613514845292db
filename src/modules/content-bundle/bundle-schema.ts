import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { BUNDLE_FORMAT, BUNDLE_SCHEMA_VERSION } from './content-bundle.constants';
import { BUNDLE_PARTS, columnsOf, type BundleColumn } from './bundle-parts';

/** What one column's value must be in a bundle, from its SQL type. */
function columnValue({ sqlType, enumValues, property }: BundleColumn): z.ZodType {
  if (enumValues) return z.enum(enumValues as [string, ...string[]]);
  const length = /^(?:varchar|character varying)\((\d+)\)$/.exec(sqlType)?.[1];
  if (length) return z.string().max(Number(length));
  if (sqlType.endsWith('[]')) return z.array(z.string());
  if (sqlType === 'text') return z.string();
  if (/^(int|integer|int4|serial|bigint|int8|smallint)/.test(sqlType)) return z.number().int();
  if (sqlType === 'boolean' || sqlType === 'bool') return z.boolean();
  if (sqlType.startsWith('timestamp')) return z.iso.datetime({ offset: true });
  if (sqlType === 'date') return z.iso.date();
  if (sqlType === 'jsonb' || sqlType === 'json') return property === 'value' ? z.record(z.string(), z.unknown()) : z.json();
  if (sqlType === 'bytea') return z.base64();
  throw new Error(`A bundled column has a type the bundle does not carry: ${sqlType}`);
}

function rowSchema(columns: BundleColumn[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const column of columns) {
    const value = column.nullable ? columnValue(column).nullable() : columnValue(column);
    shape[column.property] = column.hasDefault ? value.optional() : value;
  }
  return z.strictObject(shape);
}

/** The whole bundle's schema, built from the bundled tables' columns. */
export function bundleSchema(em: EntityManager) {
  const parts: Record<string, z.ZodType> = {};
  for (const part of BUNDLE_PARTS) parts[part.name] = z.array(rowSchema(columnsOf(em, part))).optional();
  return z.strictObject({
    format: z.literal(BUNDLE_FORMAT),
    schemaVersion: z.number().int().min(1),
    exportedAt: z.iso.datetime({ offset: true }),
    parts: z.strictObject(parts),
  });
}

export type ContentBundle = {
  format: typeof BUNDLE_FORMAT;
  schemaVersion: number;
  exportedAt: string;
  parts: Record<string, Record<string, unknown>[] | undefined>;
};

/** The answer's shape in the API document: the parts are the tables' rows, every column by its property name. */
export const contentBundleDto = z
  .object({
    format: z.literal(BUNDLE_FORMAT),
    schemaVersion: z.number().int().describe(`The bundle schema; this version writes ${BUNDLE_SCHEMA_VERSION} and refuses newer ones`),
    exportedAt: z.string(),
    parts: z
      .record(z.string(), z.array(z.record(z.string(), z.unknown())))
      .describe(
        'services, team, blog, insights, expertise, caseResults (client results), careers, media (file bytes as base64) and settings (the brand content)',
      ),
  })
  .meta({ id: 'ContentBundle' });

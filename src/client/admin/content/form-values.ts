import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldDescription, FormItem } from './section-description';

export type AnyField = FieldDescription<FieldValues>;

/** Every field of a form, rows flattened. */
export const formFields = (items: FormItem<FieldValues>[]): AnyField[] => items.flatMap((item) => ('row' in item ? item.row : [item]));

/** The schema's fields that cannot be left out: marked required in the form. */
export const requiredFields = (schema: z.ZodObject): Set<string> =>
  new Set(
    Object.entries(schema.shape as Record<string, z.ZodType>)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([name]) => name),
  );

function initialValue(field: AnyField, saved: unknown, nextOrder: number): unknown {
  switch (field.kind) {
    case 'image':
    case 'date':
      return saved ?? null;
    case 'boolean':
      return saved ?? field.initial;
    case 'order':
      return saved ?? nextOrder;
    case 'textList':
    case 'choices':
      return saved ?? [];
    case 'reference':
      return saved ?? undefined;
    case 'select': {
      // Stored values are free text; one the form does not offer is edited as the default.
      const offered = field.options.some((option) => option.value === String(saved)) ? String(saved) : field.initial;
      return field.numeric ? Number(offered) : offered;
    }
    default:
      return saved ?? '';
  }
}

/** The form's values for a record, or for a new one (which goes last in the order). */
export function initialValues(fields: AnyField[], record: object | null, nextOrder: number): FieldValues {
  const saved = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field, saved[field.name], nextOrder)]));
}

/** What to send: fields marked omitUnchanged are left out of an update that keeps them as they were. */
export function withoutUnchanged(fields: AnyField[], values: FieldValues, record: object | null): FieldValues {
  if (!record) return values;
  const saved = record as Record<string, unknown>;
  const kept = fields.filter((field) => field.kind === 'text' && field.omitUnchanged && values[field.name] === saved[field.name]);
  return Object.fromEntries(Object.entries(values).filter(([name]) => !kept.some((field) => field.name === name)));
}

/** The layout without one field (wherever it sits, alone or in a row). */
export function withoutField<Values>(layout: FormItem<Values>[], name: string): FormItem<Values>[] {
  return layout.flatMap((item): FormItem<Values>[] => {
    if (!('row' in item)) return item.name === name ? [] : [item];
    const row = item.row.filter((field) => field.name !== name);
    return row.length === 0 ? [] : [{ ...item, row }];
  });
}

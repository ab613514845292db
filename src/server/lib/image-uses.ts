import type { EntityManager } from '@mikro-orm/postgresql';

/** One place an image is shown: which item of which section, in which of its fields. */
export type ImageUse = { section: string; label: string; id: number; title: string; field: string };

/**
 * A module's fields that hold an image's address. Each module with image fields declares one; the
 * media module asks all of them where an image is used, without knowing their tables. `prefix` is
 * the start every version of the image's address shares (`/media/{key}/`), free of LIKE wildcards.
 */
export type ImageUseSource = { section: string; find: (em: EntityManager, prefix: string) => Promise<ImageUse[]> };

/** The usual source: some string columns of one entity holding the address as chosen in the form. */
export function imageFieldUses<TEntity extends { id: number }>({
  section,
  label,
  entity,
  title,
  fields,
}: {
  section: string;
  /** What one item is called: "Team member". */
  label: string;
  entity: { meta: { className: string } };
  /** The property that names an item in the list of uses. */
  title: keyof TEntity & string;
  /** Each image property and its label in the form. */
  fields: Partial<Record<keyof TEntity & string, string>>;
}): ImageUseSource {
  const properties = Object.keys(fields) as (keyof TEntity & string)[];
  return {
    section,
    find: async (em, prefix) => {
      const rows = await em.find<TEntity>(entity.meta.className, { $or: properties.map((property) => ({ [property]: { $like: `${prefix}%` } })) } as never);
      return rows.flatMap((row) =>
        properties
          .filter((property) => String(row[property] ?? '').startsWith(prefix))
          .map((property) => ({ section, label, id: row.id, title: String(row[title]), field: fields[property]! })),
      );
    },
  };
}

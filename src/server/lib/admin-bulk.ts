import type { EntityManager } from '@mikro-orm/postgresql';
import { matchingRows, type ListRequest } from './admin-list';

/** Which rows a bulk action takes: the ids ticked, or every row the list's search and filters match. */
export type BulkSelection = { ids: number[] } | { filter: Omit<ListRequest, 'page' | 'pageSize' | 'sort'> };

/** What a bulk action may do to its rows, each one statement over the selection; each answers how many rows changed. */
export type BulkRows = {
  /** Sets one column; rows that already hold the value are not counted (nor touched). */
  set: (property: string, value: string | number | boolean) => Promise<number>;
  remove: () => Promise<number>;
};

type BulkList = Parameters<typeof matchingRows>[1] & { defaultSort: string };

/**
 * The selection as one SQL statement's `id in (…)`: the list's own query (so `filter` means exactly
 * what the list showed), reduced to the ids. Ids that are not in the list are simply not matched.
 */
function selectedIds(em: EntityManager, list: BulkList, selection: BulkSelection, notAlready?: { column: string; value: unknown }) {
  const query =
    'ids' in selection ? matchingRows(em, list, { sort: list.defaultSort }) : matchingRows(em, list, { ...selection.filter, sort: list.defaultSort });
  if ('ids' in selection) void query.andWhere({ id: { $in: selection.ids } });
  // Inside the selection, not around it: the outer statement is then a plain `id in`, which PostgreSQL
  // answers by primary key instead of scanning the whole table for the condition.
  if (notAlready) void query.andWhere(`${query.alias}.${notAlready.column} is distinct from ?`, [notAlready.value]);
  return query.select('id').orderBy([]).getKnexQuery().toSQL();
}

/**
 * The rows a bulk action works on, in `em`'s transaction. Statements run in the database, never row by
 * row through the identity map, so ten thousand rows change in one round trip; a changed row gets a new
 * version and `updatedAt`, so an editor holding the old one is told (decision 029).
 */
export function bulkRows(em: EntityManager, list: BulkList, selection: BulkSelection): BulkRows {
  const meta = em.getMetadata().get(list.entity.meta.className);
  const column = (property: string) => {
    const name = meta.properties[property as never]?.fieldNames[0];
    if (!name) throw new Error(`${meta.className} has no property ${property}`);
    return `"${name}"`;
  };
  const stamps = [
    ...(meta.versionProperty ? [`${column(meta.versionProperty)} = ${column(meta.versionProperty)} + 1`] : []),
    ...(meta.properties['updatedAt' as never] ? [`${column('updatedAt')} = now()`] : []),
  ];
  const changedRows = async (
    statement: (ids: string) => string,
    params: (ids: readonly unknown[]) => unknown[],
    notAlready?: { column: string; value: unknown },
  ) => {
    const { sql, bindings } = selectedIds(em, list, selection, notAlready);
    const result = await em.execute<{ affectedRows: number }>(statement(sql), params(bindings), 'run');
    return result.affectedRows;
  };
  return {
    set: (property, value) =>
      changedRows(
        (ids) => `update "${meta.tableName}" set ${[`${column(property)} = ?`, ...stamps].join(', ')} where id in (${ids})`,
        (bindings) => [value, ...bindings],
        { column: column(property), value },
      ),
    remove: () =>
      changedRows(
        (ids) => `delete from "${meta.tableName}" where id in (${ids})`,
        (bindings) => [...bindings],
      ),
  };
}

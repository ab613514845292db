import type { EntityManager, EntitySchema, QueryBuilder } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { listExportQuery, listQuery, listSelectionQuery, pageMetaOf, type PageMeta, type SortValue } from '../../shared/list-query';

/**
 * One admin list's rules, declared once: what is searched, what may be sorted on, and which filters
 * it takes (the filters' zod fields; a filter named like a property compares to it, `filterColumns`
 * maps the others). `from`/`to` bound `createdAt`. The list's REST/tRPC input is built from it.
 */
export type ListDeclaration<TEntity extends object, TField extends string, TFilters extends z.ZodRawShape> = {
  entity: EntitySchema<TEntity, never>;
  /**
   * The properties searched, in this order: the query reads `admin_search_text(<their columns>)`, the
   * expression a GIN trigram index of the same columns in the same order was built on (migration
   * Migration20261126110000_admin_list_search), so a search reads the index.
   */
  searchable: readonly (keyof TEntity & string)[];
  /** The sort fields offered (as named in `sort=field:asc`) and the property each sorts by. */
  sortable: Record<TField, keyof TEntity & string>;
  defaultSort: SortValue<NoInfer<TField>>;
  filters?: TFilters;
  filterColumns?: Partial<Record<keyof TFilters, keyof TEntity & string>>;
  /** Filters that are not a column's value: each a SQL condition over the row (aliased `r`) for the value asked. */
  filterConditions?: Partial<Record<keyof TFilters, FilterCondition>>;
};

/** A filter's SQL condition for one value: `columnOf` names a property's column on the list's row. */
export type FilterCondition = (value: unknown, columnOf: (property: string) => string) => { sql: string; bindings: unknown[] };

export type AdminListDefinition<TEntity extends object, TField extends string, TFilters extends z.ZodRawShape> = ListDeclaration<TEntity, TField, TFilters> & {
  input: ReturnType<typeof listQuery<TField, TFilters>>;
  /** The same without paging, for the CSV export of the view. */
  exportInput: ReturnType<typeof listExportQuery<TField, TFilters>>;
  /** The search and filters alone, for a bulk action over every matching row. */
  selectionInput: ReturnType<typeof listSelectionQuery<TFilters>>;
};

/** What a CSV export of a list is asked for: its search, sort and filters. */
export type ListFilters<TList extends { exportInput: z.ZodType }> = z.output<TList['exportInput']>;

/** The list and its input schema, built from its declaration. */
export function defineAdminList<TEntity extends object, TField extends string, TFilters extends z.ZodRawShape = Record<never, never>>(
  declaration: ListDeclaration<TEntity, TField, TFilters>,
): AdminListDefinition<TEntity, TField, TFilters> {
  const sortable = Object.keys(declaration.sortable) as [TField, ...TField[]];
  const options = {
    sortable,
    defaultSort: declaration.defaultSort,
    filters: declaration.filters,
  };
  return { ...declaration, input: listQuery(options), exportInput: listExportQuery(options), selectionInput: listSelectionQuery(declaration.filters) };
}

/** What the list is asked for: paging, search, sort and filters (the input schema's output). */
export type ListRequest = { page: number; pageSize: number; q?: string; sort: string } & Record<string, unknown>;
/** What the queries read of a declaration, whatever its entity and filters. */
export type AnyList = {
  entity: { meta: { className: string } };
  searchable: readonly string[];
  sortable: Record<string, string>;
  filterColumns?: Partial<Record<string, string>>;
  filterConditions?: Partial<Record<string, FilterCondition>>;
};

const ALIAS = 'r';
// `\`, `%` and `_` are LIKE's own characters: a search for "50%" means the text, not a pattern.
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const startOfDay = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

function columnOf(em: EntityManager, list: AnyList, property: string): string {
  const column = em.getMetadata().get(list.entity.meta.className).properties[property as never]?.fieldNames[0];
  if (!column) throw new Error(`${list.entity.meta.className} has no property ${property}`);
  return `${ALIAS}.${column}`;
}

/** The search expression over a list's searchable columns, exactly as its trigram index was built. */
export const searchExpression = (em: EntityManager, list: AnyList) =>
  `admin_search_text(${list.searchable.map((property) => columnOf(em, list, property)).join(', ')})`;

/** The rows that match, in the asked order, with no paging: the page and the CSV export both start here. */
export function matchingRows(em: EntityManager, list: AnyList, request: Omit<ListRequest, 'page' | 'pageSize'>): QueryBuilder<object> {
  const { q, sort, from, to, ...filters } = request as ListRequest & { from?: string; to?: string };
  const query = em.createQueryBuilder(list.entity.meta.className, ALIAS) as unknown as QueryBuilder<object>;
  // Lazy columns (an upload's bytes) stay in the table: a list never shows them.
  const shown = em
    .getMetadata()
    .get(list.entity.meta.className)
    .props.filter((prop) => !prop.lazy && prop.persist !== false && (prop.kind === 'scalar' || prop.kind === 'm:1'));
  void query.select(shown.map((prop) => prop.name));
  const where: Record<string, unknown> = {};
  const conditions: { sql: string; bindings: unknown[] }[] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    const condition = list.filterConditions?.[name];
    if (condition) conditions.push(condition(value, (property) => columnOf(em, list, property)));
    else where[list.filterColumns?.[name] ?? name] = value;
  }
  if (from || to) where.createdAt = { ...(from && { $gte: startOfDay(from) }), ...(to && { $lt: startOfDay(to) }) };
  void query.where(where);
  for (const { sql, bindings } of conditions) void query.andWhere(sql, bindings);
  if (q) void query.andWhere(`${searchExpression(em, list)} like '%' || admin_search_text(?) || '%'`, [likeEscaped(q)]);
  const [field, direction] = sort.split(':') as [string, 'asc' | 'desc'];
  const property = list.sortable[field]!;
  // The id settles ties, so a row never shows on two pages.
  void query.orderBy([{ [property]: direction }, ...(property === 'id' ? [] : [{ id: direction }])]);
  return query;
}

// Up to this many matching rows are counted exactly; past it the planner's estimate stands in for the
// count, which would otherwise read every matching row (a million for an unfiltered inbox; decision 025).
export const EXACT_COUNT_LIMIT = 10_000;

/** How many rows match: exact up to EXACT_COUNT_LIMIT, else PostgreSQL's estimate (never below the limit). */
export async function countMatching(em: EntityManager, query: QueryBuilder<object>): Promise<{ total: number; estimated: boolean }> {
  const rows = query
    .clone()
    .select('id')
    .orderBy([])
    .limit(EXACT_COUNT_LIMIT + 1);
  const { sql, bindings } = rows.getKnexQuery().toSQL();
  const connection = em.getConnection();
  const [counted] = await connection.execute<{ count: string }[]>(`select count(*) as count from (${sql}) as matching`, bindings as unknown[]);
  const count = Number(counted?.count ?? 0);
  if (count <= EXACT_COUNT_LIMIT) return { total: count, estimated: false };
  const whole = query.clone().select('id').orderBy([]);
  const plan = whole.getKnexQuery().toSQL();
  const [explained] = await connection.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
    `explain (format json) ${plan.sql}`,
    plan.bindings as unknown[],
  );
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, Math.round(explained!['QUERY PLAN'][0].Plan['Plan Rows'])), estimated: true };
}

/** One page of the matching rows and where it stands among them all. */
export async function listPageOf<TEntity extends object>(
  em: EntityManager,
  list: AnyList,
  { page, pageSize, ...request }: ListRequest,
): Promise<{ rows: TEntity[]; meta: PageMeta }> {
  const query = matchingRows(em, list, request);
  const [rows, { total, estimated }] = await Promise.all([
    query
      .clone()
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .getResultList(),
    countMatching(em, query),
  ]);
  return { rows: rows as TEntity[], meta: { ...pageMetaOf(page, pageSize, total), ...(estimated && { estimated }) } };
}

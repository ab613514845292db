const column = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The GIN trigram index an admin list's search reads: over `admin_search_text(<columns>)` (lower case,
 * accents removed; migration Migration20261126110000_admin_list_search), the same expression the list's
 * query builds from the same properties in the same order, so PostgreSQL can match the two.
 */
export const searchIndex = (table: string, properties: readonly string[]) => ({
  name: `${table}_search_idx`,
  expression: `create index "${table}_search_idx" on "${table}" using gin (admin_search_text(${properties.map((p) => `"${column(p)}"`).join(', ')}) gin_trgm_ops)`,
});

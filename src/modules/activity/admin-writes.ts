import { sectionOfAccess, type RequiredAccess } from '../../shared/api-scopes';
import type { NewActivity } from './activity.service';

/** A procedure's name as the log's action: the CRUD names in the editor's words, the rest in kebab-case. */
const ACTION_OF: Record<string, string> = { create: 'create', update: 'update', remove: 'delete' };
const PAST_TENSE: Record<string, string> = { create: 'Created', update: 'Updated', delete: 'Deleted', reorder: 'Reordered' };
const MAX_FIELDS = 40;

export const actionOfProcedure = (name: string) => ACTION_OF[name] ?? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function idOf(value: unknown): number | string | null {
  if (!isRecord(value)) return null;
  const id = value.id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** The names of the fields an input sets, one level into groups (`company.name`); never their values. */
function inputFieldNames(input: unknown): string[] {
  if (!isRecord(input)) return [];
  return Object.entries(input).flatMap(([key, value]) => {
    if (key === 'id' || value === undefined) return [];
    return isRecord(value) ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key];
  });
}

/**
 * What a successful staff write under `admin.<router>` did, from its procedure path, declared access, input
 * and answer: the section is the one its API key scope names (the section's address, as the scheduler and
 * the filters name it: `case-results`, not the router's `caseResults`), or the router's for staff-only
 * calls; the item is the input's or the answer's id; the fields are those its row updates changed, or,
 * when nothing tracked them (settings are upserted whole), the fields its input set.
 */
export function describeAdminWrite(
  procedurePath: string,
  access: RequiredAccess | undefined,
  input: unknown,
  output: unknown,
  changed: readonly string[],
): Omit<NewActivity, 'actor'> | null {
  const parts = procedurePath.split('.');
  const [namespace, routerName] = parts;
  const name = parts.at(-1);
  if (namespace !== 'admin' || !routerName || !name || parts.length < 3) return null;
  const section = sectionOfAccess(access) ?? routerName;
  const action = actionOfProcedure(name);
  if (action === 'bulk') return describeBulkWrite(section, input, output);
  const itemId = idOf(input) ?? (isRecord(output) ? idOf(output.data) : null);
  const fields = action === 'create' || action === 'delete' ? [] : (changed.length > 0 ? [...changed] : inputFieldNames(input)).slice(0, MAX_FIELDS);
  const verb = PAST_TENSE[action] ?? action.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
  const summary = `${verb} ${section}${itemId === null ? '' : ` #${itemId}`}${fields.length > 0 ? `: ${fields.join(', ')}` : ''}`;
  return { action, section, itemId, fields, summary };
}

/** A bulk call names no item: its entry says which action ran and how many rows it changed (never which filter). */
function describeBulkWrite(section: string, input: unknown, output: unknown): Omit<NewActivity, 'actor'> {
  const chosen = isRecord(input) && typeof input.action === 'string' ? input.action : 'action';
  const changed = isRecord(output) && isRecord(output.data) && typeof output.data.changed === 'number' ? output.data.changed : 0;
  return { action: 'bulk', section, itemId: null, fields: [], summary: `Bulk ${chosen} on ${section}: ${changed} changed` };
}

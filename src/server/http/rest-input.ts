import { TRPCError } from '@trpc/server';
import { z } from 'zod';

type Schema = z.core.$ZodType;
type Def = { type: string; innerType?: Schema; in?: Schema; shape?: Record<string, Schema> };

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** The kind a field finally validates as, through optional, nullable, default and pipe wrappers. */
function fieldKind(schema: Schema): string {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? fieldKind(inner) : def.type;
}

/** An object input's fields, through an optional wrapper (a public list's parameters may all be left out). */
function shapeOf(schema: Schema): Record<string, Schema> {
  const def = defOf(schema);
  return def.shape ?? (def.innerType ? shapeOf(def.innerType) : {});
}

const DECIMAL_INTEGER = /^-?\d{1,15}$/;

/** A path or query value read as a number only when it is written as a decimal integer. */
export const integerFromText = (value: string): number | string => (DECIMAL_INTEGER.test(value) ? Number(value) : value);

/**
 * Path and query values arrive as text. Only `true`/`false` become booleans and only decimal
 * integers become numbers; anything else stays text, so the schema refuses it with its own message.
 */
function fromText(schema: Schema | undefined, value: unknown): unknown {
  if (typeof value !== 'string' || !schema) return value;
  const kind = fieldKind(schema);
  if (kind === 'number') return integerFromText(value);
  if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

const fromTextFields = (shape: Record<string, Schema>, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fromText(shape[key], value)]));

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body field that the path already names (`id` on PUT /admin/services/7) is refused, never overwritten. */
function refusePathFieldsInBody(body: Record<string, unknown>, pathParams: Record<string, string>) {
  const keys = Object.keys(pathParams).filter((key) => Object.hasOwn(body, key));
  if (keys.length === 0) return;
  // An object schema with no fields names them as unknown, exactly as the procedure's own schema would.
  const { error } = z.strictObject({}).safeParse(Object.fromEntries(keys.map((key) => [key, body[key]])));
  throw new TRPCError({ code: 'BAD_REQUEST', cause: error });
}

/**
 * The procedure input a REST request stands for: the JSON body as it is (never coerced) or the
 * query string, plus the path parameters, each parsed strictly by the kind its field expects.
 */
export function restInput(
  input: Schema | undefined,
  request: { body: unknown; query: Record<string, unknown>; pathParams: Record<string, string>; hasBody: boolean },
): unknown {
  if (!input || defOf(input).type === 'void') return undefined;
  const shape = shapeOf(input);
  const pathValues = fromTextFields(shape, request.pathParams);
  if (!request.hasBody) return { ...fromTextFields(shape, request.query), ...pathValues };
  // No body at all is an empty object, so each required field says it is missing.
  if (!isPlainObject(request.body)) return request.body === undefined ? pathValues : request.body;
  refusePathFieldsInBody(request.body, request.pathParams);
  return { ...request.body, ...pathValues };
}

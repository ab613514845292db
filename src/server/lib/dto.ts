import type { z } from 'zod';

/**
 * What a response shows of a row, read by the response's own schema: it picks and orders the fields,
 * turns dates into ISO strings and leaves the rest (version, hidden columns) out. The row's type must
 * hold every field the schema reads, so a renamed column fails the typecheck, not a request.
 */
export const dtoFrom = <S extends z.ZodType>(schema: S, row: z.input<S>): z.output<S> => schema.parse(row);

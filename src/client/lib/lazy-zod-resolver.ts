import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with the shared zod schema, loaded on the first
 * validation (the first submit): zod and the schemas stay out of the first page load.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    import('./zod-csp')
      .then(() => Promise.all([import('@hookform/resolvers/zod'), loadSchema()]))
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        // A failed download (offline) is tried again on the next submit.
        resolver = undefined;
        throw error;
      });
  return async (values, context, options) => (await (resolver ??= load()))(values, context, options);
}

/**
 * The public islands' forms (contact, application, newsletter): validated by the shared schema, loaded
 * on the first submit. No default values: the form hydrates when the visitor first reaches into it
 * (islands/), and react-hook-form then takes what is already typed from the fields instead of clearing them.
 */
export const useIslandForm = <Input extends FieldValues, Output extends FieldValues>(loadSchema: () => Promise<z.ZodType<Output, Input>>) =>
  useForm<Input, unknown, Output>({ resolver: lazyZodResolver(loadSchema) });

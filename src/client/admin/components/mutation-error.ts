import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '../../../shared/envelope';
import { showToast } from '../../components/ui/toaster';

type ServerError = { message?: string; data?: { errors?: FieldError[] } | null };

/** Error toast for a failed mutation, and the server's field messages put on the form fields: reportMutationError(err, 'Could not save the service', form.setError). */
export function reportMutationError<T extends FieldValues>(error: unknown, title: string, setError?: UseFormSetError<T>) {
  const { message, data } = (error ?? {}) as ServerError;
  for (const { path, message: fieldMessage } of data?.errors ?? []) {
    if (path) setError?.(path as Path<T>, { type: 'server', message: fieldMessage });
  }
  showToast('error', title, message || 'Something went wrong. Please try again.');
}

/**
 * Runs a staff action and says how it went: `done` as a success toast (title, detail), else the error's
 * toast titled `failure` (see reportMutationError). Answers whether it succeeded.
 */
export async function reportOutcome(action: () => Promise<unknown>, done: [string, string?] | null, failure: string): Promise<boolean> {
  try {
    await action();
    if (done) showToast('success', ...done);
    return true;
  } catch (error) {
    reportMutationError(error, failure);
    return false;
  }
}

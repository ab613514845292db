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

import { CV_FIELD } from '../../../modules/applications/application.constants';

/** The server refused the CV itself (its type or size): the form shows the message under the file field. */
export class CvRefusal extends Error {}

type ErrorEnvelope = { message?: string; errors?: { path: string; message: string }[] };

/**
 * The application with a CV, as the REST call's multipart variant: the typed client speaks JSON only,
 * and a file does not belong in JSON.
 */
export async function sendWithCv(positionId: number, fields: Record<string, string | undefined>, cv: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append(CV_FIELD, cv, cv.name);
  const response = await fetch(`/api/careers/${positionId}/apply`, { method: 'POST', body: form });
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as ErrorEnvelope;
  const message = body.message ?? `The application could not be sent (${response.status})`;
  throw body.errors?.some((error) => error.path === CV_FIELD) ? new CvRefusal(message) : new Error(message);
}

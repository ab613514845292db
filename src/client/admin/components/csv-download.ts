import type { CsvExportPath, PERSONAL_DATA_CSV_PATH } from '../../../shared/api-paths';
import { getAuthToken } from '../../lib/auth-token-storage';

/** Why a download was refused, in the words of the server's envelope. */
export async function failure(response: Response): Promise<Error> {
  const body = await response.text();
  let message = body || response.statusText;
  try {
    message = (JSON.parse(body) as { message?: string }).message ?? message;
  } catch {
    // Not JSON: the body text is the message.
  }
  return new Error(`${response.status}: ${message}`);
}

/**
 * The exports need the bearer header, so a plain link cannot fetch them: the file is fetched
 * here and handed to the browser as a download under the server's file name.
 */
export async function downloadCsv(path: CsvExportPath | typeof PERSONAL_DATA_CSV_PATH, query: Record<string, string | undefined> = {}): Promise<void> {
  const token = getAuthToken();
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  const response = await fetch(search ? `${path}?${search}` : path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!response.ok) throw await failure(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${path.split('/')[3]}.csv`;
  saveFile(await response.blob(), filename);
}

/** Hands the browser a file made or fetched by the page, as a download. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

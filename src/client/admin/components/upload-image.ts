import type { MediaDto } from '../../../modules/media/media.schema';
import { MEDIA_UPLOAD_PATH, mediaReplacePath } from '../../../shared/api-paths';
import { getAuthToken } from '../../lib/auth-token-storage';

/**
 * Sends the file as the raw body to the upload route, or with `replacing` as the new file of that image;
 * resolves to the stored image.
 */
export async function uploadImage(file: File, replacing?: number): Promise<MediaDto> {
  const token = getAuthToken();
  const path = replacing === undefined ? MEDIA_UPLOAD_PATH : mediaReplacePath(replacing);
  const response = await fetch(`${path}?filename=${encodeURIComponent(file.name)}`, {
    method: replacing === undefined ? 'POST' : 'PUT',
    headers: { 'content-type': file.type || 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
    body: file,
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: MediaDto; message?: string } | null;
  if (!response.ok || !body?.success || !body.data) throw new Error(body?.message ?? `${response.status}: ${response.statusText}`);
  return body.data;
}

import type { MediaDto } from '../../../modules/media/media.schema';
import { MEDIA_UPLOAD_PATH, mediaReplacePath } from '../../../shared/api-paths';
import { getAuthToken } from '../../lib/auth-token-storage';

/**
 * Sends the file as the raw body to the upload route, or with `replacing` as the new file of that image;
 * resolves to the stored image. XMLHttpRequest rather than fetch: it reports the upload's progress
 * (`onProgress`, 0 to 1), which fetch cannot without streaming request bodies.
 */
export function uploadImage(file: File, replacing?: number, onProgress?: (sent: number) => void): Promise<MediaDto> {
  const token = getAuthToken();
  const path = replacing === undefined ? MEDIA_UPLOAD_PATH : mediaReplacePath(replacing);
  const request = new XMLHttpRequest();
  request.open(replacing === undefined ? 'POST' : 'PUT', `${path}?filename=${encodeURIComponent(file.name)}`);
  request.withCredentials = true;
  request.setRequestHeader('content-type', file.type || 'application/octet-stream');
  if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
  if (onProgress) request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
  return new Promise((resolve, reject) => {
    request.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(request.responseText) as { success?: boolean; data?: MediaDto; message?: string };
        } catch {
          return null;
        }
      })();
      if (request.status >= 200 && request.status < 300 && body?.success && body.data) resolve(body.data);
      else reject(new Error(body?.message ?? `${request.status}: ${request.statusText}`));
    };
    request.onerror = () => reject(new Error('The upload did not reach the server; check the connection and try again'));
    request.send(file);
  });
}

import { useRef, useState } from 'react';
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '../../../modules/media/media.schema';
import { showToast } from '../../components/ui/toaster';

/** Why the browser need not send this file at all (the server checks again), or null. */
export const refusalOf = (file: File) =>
  !(MEDIA_TYPES as readonly string[]).includes(file.type)
    ? 'Images must be PNG, JPEG, WEBP, GIF or AVIF'
    : file.size > MEDIA_MAX_BYTES
      ? `Images must be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`
      : null;

/**
 * Choosing an image file and sending it: `open()` asks for a file through a hidden input (render
 * `input(testId)` anywhere), `send` does the rest; `busy` while it runs; a failure is a toast titled `failure`.
 */
export function useImageFile(send: (file: File) => Promise<void>, failure: string) {
  const ref = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const take = async (file: File | undefined) => {
    if (!file) return;
    const refusal = refusalOf(file);
    setBusy(refusal === null);
    try {
      if (refusal) throw new Error(refusal);
      await send(file);
    } catch (error) {
      showToast('error', failure, error instanceof Error ? error.message : 'The image could not be sent');
    } finally {
      setBusy(false);
      if (ref.current) ref.current.value = '';
    }
  };
  const input = (testId: string) => (
    <input ref={ref} type="file" accept={MEDIA_TYPES.join(',')} hidden data-testid={testId} onChange={(e) => void take(e.target.files?.[0])} />
  );
  return { busy, open: () => ref.current?.click(), input };
}

import { fileTypeFromBuffer } from 'file-type';
import { TRPCError } from '@trpc/server';
import type { AttachedFile } from '../../server/lib/attached-file';
import { Refusal } from '../../server/lib/refusal';
import { CV_FIELD, CV_MAX_BYTES, CV_MESSAGES } from './application.constants';
import type { AcceptedCv } from './applications.service';

/** The CV's detected type, or which rule it breaks; detected from its bytes, never from its name or declared type. */
export type CvCheck = { ok: true; contentType: CvType; extension: 'pdf' | 'docx' } | { ok: false; problem: keyof typeof CV_MESSAGES };

const CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvType = (typeof CV_TYPES)[keyof typeof CV_TYPES];

export async function checkCv(file: AttachedFile): Promise<CvCheck> {
  if (file.truncated || file.data.length > CV_MAX_BYTES) return { ok: false, problem: 'size' };
  if (file.data.length === 0) return { ok: false, problem: 'empty' };
  const detected = await fileTypeFromBuffer(file.data);
  if (detected?.ext !== 'pdf' && detected?.ext !== 'docx') return { ok: false, problem: 'type' };
  return { ok: true, contentType: CV_TYPES[detected.ext], extension: detected.ext };
}

/** A download name that is safe in a header and on any disk, with the extension its content has. */
export function cvFilename(original: string, extension: 'pdf' | 'docx'): string {
  const stem = original
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${stem || 'cv'}.${extension}`;
}

/** The attached file as a CV to store, or the refusal naming the `cv` field: 413 when too large, else 400. */
export async function acceptCv(file: AttachedFile): Promise<AcceptedCv> {
  const check = await checkCv(file);
  if (!check.ok) {
    const tooLarge = check.problem === 'size';
    const message = CV_MESSAGES[check.problem];
    throw new TRPCError({
      code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      message,
      cause: new Refusal(tooLarge ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', message, CV_FIELD),
    });
  }
  return { filename: cvFilename(file.filename, check.extension), contentType: check.contentType, data: file.data };
}

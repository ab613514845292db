import type { FastifyRequest } from 'fastify';
import type { AttachedFile } from '../lib/attached-file';
import { PUBLIC_FORM_BODY_LIMIT } from './body-limits';

/** The most text fields a multipart write may carry: more than any form of ours has. */
const MAX_FIELDS = 20;

export type MultipartInput = { body: Record<string, string>; file: AttachedFile | undefined };

/**
 * A multipart/form-data body read as the JSON body it stands for (its text fields) plus the one file
 * part named `field`. A file longer than `maxBytes` comes back truncated for the procedure to refuse
 * in its own words; any other file part is refused here. An empty file input (a form sent with no file
 * chosen) counts as no file.
 */
export async function readMultipartInput(request: FastifyRequest, { field, maxBytes }: { field: string; maxBytes: number }): Promise<MultipartInput> {
  const body: Record<string, string> = {};
  let file: AttachedFile | undefined;
  const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: PUBLIC_FORM_BODY_LIMIT } });
  for await (const part of parts) {
    if (part.type === 'field') {
      body[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== field) throw new MultipartRefusal(`Unknown file field "${part.fieldname}": only "${field}" takes a file`);
    const data = await part.toBuffer();
    if (part.filename === '' && data.length === 0) continue;
    file = { filename: part.filename, data, truncated: part.file.truncated };
  }
  return { body, file };
}

/** A multipart body this server will not read: answered as 400 with its message. */
export class MultipartRefusal extends Error {}

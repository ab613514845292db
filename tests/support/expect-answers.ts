import { expect } from 'vitest';
import type { ApiResponse } from './test-app';

/** A REST 400 in the one error shape: each invalid field with its message, the first field's message leading. */
export function expectValidationFailure(res: Pick<ApiResponse, 'status' | 'body'>, errors: { path: string; message: string }[]) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ success: false, message: errors[0]?.message, code: 'VALIDATION_FAILED', errors });
}

/** A REST 200 in the envelope: `data`, and `message` (any text unless given). */
export function expectSuccess(res: Pick<ApiResponse, 'status' | 'body'>, data: unknown, message: unknown = expect.any(String)) {
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, data, message });
}

/** A create's answer: 201, `Location` naming the new resource under /api, and the envelope as the spec has it. */
export function expectCreated(res: Pick<ApiResponse, 'status' | 'body' | 'headers'>, location: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.headers.get('location')).toBe(location.replace('{id}', String(res.body?.data?.id)));
  expect(res.body).toMatchObject({ success: true, data: expect.anything(), message: expect.any(String) });
}

/** A draft's preview page as anyone holding the link sees it: the draft's text, the bar, and kept out of caches and search engines. */
export function expectPreviewPage(preview: { status: number; html: string; headers: Headers }, ...texts: string[]) {
  expect(preview.status).toBe(200);
  for (const text of texts) expect(preview.html).toContain(text);
  expect(preview.html).toContain('Preview — not published');
  expect(preview.html).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(preview.headers.get('cache-control')).toBe('no-store');
  expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
}

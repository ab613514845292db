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

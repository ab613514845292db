/**
 * A file sent with a REST write as multipart/form-data, handed to the procedure through its context
 * (`ctx.attachedFile`); `truncated` when it was longer than the procedure's `acceptsFile.maxBytes`.
 */
export type AttachedFile = { filename: string; data: Buffer; truncated: boolean };

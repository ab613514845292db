// Without zod, so the dashboard can use it.

/** Bumped whenever a bundled table's columns change; a bundle from a newer schema is refused, not guessed at. */
export const BUNDLE_SCHEMA_VERSION = 1;
export const BUNDLE_FORMAT = 'consultancy-content-bundle';

export const IMPORT_MODES = ['merge', 'replace'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

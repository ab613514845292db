/**
 * What an API key may do: read or write one dashboard section. Each staff procedure declares the scope
 * it needs in its meta (`scope`, server/trpc/procedure-rules.ts); accounts, API keys and webhooks declare
 * STAFF_ONLY, which no key holds.
 */
export const SCOPE_SECTIONS = [
  'team',
  'services',
  'expertise',
  'case-results',
  'blog',
  'insights',
  'careers',
  'applications',
  'contacts',
  'newsletter',
  'settings',
  'media',
  'mail',
  'redirects',
] as const;
export type ScopeSection = (typeof SCOPE_SECTIONS)[number];

export type ApiScope = `${ScopeSection}:${'read' | 'write'}`;

export const API_SCOPES: readonly ApiScope[] = SCOPE_SECTIONS.flatMap((section) => [`${section}:read`, `${section}:write`] as const);

/** Signed-in staff only: managing accounts, API keys and webhooks is never granted to a key. */
export const STAFF_ONLY = 'staff-only';

export type RequiredAccess = ApiScope | typeof STAFF_ONLY;

/** The section a required access names (`case-results:write` → `case-results`); staff-only names none. */
export const sectionOfAccess = (access: RequiredAccess | undefined): ScopeSection | undefined =>
  access === undefined || access === STAFF_ONLY ? undefined : (access.slice(0, access.lastIndexOf(':')) as ScopeSection);

/** The prefix of every API key secret, so secret scanners can recognise a leaked one. */
export const API_KEY_PREFIX = 'dgk_';

import { SCOPE_SECTIONS } from '../../shared/api-scopes';

/**
 * Who can appear in the activity log: staff users, API keys (issue 16's integrations), anonymous visitors
 * (failed sign-ins) and the server's own scheduled jobs (retention, scheduled publishing).
 */
export const ACTOR_KINDS = ['user', 'apiKey', 'visitor', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** The actions the dashboard offers as a filter; an admin write's action comes from its procedure's name. */
export const ACTIVITY_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'create',
  'update',
  'delete',
  'set-status',
  'set-read',
  'reorder',
  'bulk',
  'replay',
  'change-password',
  'update-settings',
  'upload',
  'export',
  'erase',
  'send',
  'send-test',
  'preview',
  'save-draft',
  'publish',
  'unpublish',
  'schedule-unpublish',
  'discard-draft',
  'restore-revision',
  'restore-deleted',
  'expire',
  'import',
] as const;

/**
 * The sections as the dashboard filters them: the admin sections API keys are scoped to, the staff-only
 * ones (accounts, keys, the log itself, personal data), and `account` for sign-ins.
 */
export const ACTIVITY_SECTIONS = ['account', ...SCOPE_SECTIONS, 'users', 'activity', 'apiKeys', 'webhooks', 'personalData', 'data'] as const;

/** The log is kept at least a year; staff may keep it longer (days). */
export const MIN_RETENTION_DAYS = 365;
export const MAX_RETENTION_DAYS = 3650;

export const ACTIVITY_PAGE_SIZE = { default: 25, max: 100 } as const;

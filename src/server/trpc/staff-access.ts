import type { EntityManager } from '@mikro-orm/postgresql';
import { isApiKeySecret, authenticateApiKey, type UsableApiKey } from '../../modules/api-keys';
import { findActiveSession, type ActiveSession } from '../../modules/auth';
import { STAFF_ONLY, type RequiredAccess } from '../../shared/api-scopes';

/** Who acts in a staff call: a signed-in staff member or an integration's API key (the activity log names it). */
export type Actor = { kind: 'user'; userId: number; username: string } | { kind: 'apiKey'; keyId: number; name: string };

/** What a bearer token turned out to be. */
export type Credential = { kind: 'session'; session: ActiveSession } | { kind: 'apiKey'; key: UsableApiKey } | { kind: 'expiredKey' } | { kind: 'none' };

export const UNAUTHORIZED_MESSAGE = 'Authentication required';
export const EXPIRED_KEY_MESSAGE = 'This API key has expired';
export const STAFF_ONLY_MESSAGE = 'API keys cannot manage accounts, API keys or webhooks; sign in as a staff member';
export const missingScopeMessage = (scope: string) => `This API key lacks the scope ${scope}`;

/** A token starting dgk_ is an API key; anything else may be a session. */
export async function resolveCredential(em: EntityManager, token: string | null, clientIp: string): Promise<Credential> {
  if (!token) return { kind: 'none' };
  if (isApiKeySecret(token)) {
    const key = await authenticateApiKey(em, token, clientIp);
    if (key === 'expired') return { kind: 'expiredKey' };
    return key === 'unknown' ? { kind: 'none' } : { kind: 'apiKey', key };
  }
  const session = await findActiveSession(em, token);
  return session ? { kind: 'session', session } : { kind: 'none' };
}

export type StaffAccess<TSession extends ActiveSession | null> =
  { granted: true; actor: Actor; session: TSession } | { granted: false; refusal: 'UNAUTHORIZED' | 'FORBIDDEN'; message: string };

/**
 * Whether a credential may make a call needing `required`: staff may do anything, a key what its
 * scopes say. Staff-only access is granted to a session alone, so it always carries one.
 */
export function staffAccess(credential: Credential, required: typeof STAFF_ONLY): StaffAccess<ActiveSession>;
export function staffAccess(credential: Credential, required: RequiredAccess): StaffAccess<ActiveSession | null>;
export function staffAccess(credential: Credential, required: RequiredAccess): StaffAccess<ActiveSession | null> {
  switch (credential.kind) {
    case 'none':
      return { granted: false, refusal: 'UNAUTHORIZED', message: UNAUTHORIZED_MESSAGE };
    case 'expiredKey':
      return { granted: false, refusal: 'UNAUTHORIZED', message: EXPIRED_KEY_MESSAGE };
    case 'session': {
      const { user } = credential.session;
      return { granted: true, actor: { kind: 'user', userId: user.id, username: user.username }, session: credential.session };
    }
    case 'apiKey': {
      const { key } = credential;
      if (required === STAFF_ONLY) return { granted: false, refusal: 'FORBIDDEN', message: STAFF_ONLY_MESSAGE };
      if (!key.scopes.includes(required)) return { granted: false, refusal: 'FORBIDDEN', message: missingScopeMessage(required) };
      return { granted: true, actor: { kind: 'apiKey', keyId: key.keyId, name: key.name }, session: null };
    }
  }
}

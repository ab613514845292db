import type { Context } from '../../server/trpc/context';
import { recordActivity } from './activity.service';

export type SignInAttempt = { username: string; outcome: keyof typeof SUMMARIES; user?: { id: number; username: string } };

const SUMMARIES = {
  ok: 'Signed in',
  invalid: 'Sign-in failed: wrong username or password',
  throttled: 'Sign-in refused: too many failed attempts',
  'unusable-username': 'Sign-in refused: a username no account can have',
  expired: 'Second step refused: the challenge expired or was used',
  'wrong-code': 'Second step failed: wrong code',
  'passkey-refused': 'Passkey sign-in failed: an unknown passkey or a signature that did not verify',
} as const;

/** A sign-in, successful or not, with the address and user agent it came from. A failure names the account tried. */
export async function recordSignIn(ctx: Context, { username, outcome, user }: SignInAttempt): Promise<void> {
  await recordActivity(ctx.em, {
    actor: user ? { kind: 'user', id: user.id, name: user.username } : { kind: 'visitor', id: null, name: username },
    action: outcome === 'ok' ? 'sign-in' : 'sign-in-failed',
    section: 'account',
    itemId: user?.id ?? null,
    summary: SUMMARIES[outcome],
    address: ctx.clientIp,
    userAgent: ctx.userAgent,
  });
}

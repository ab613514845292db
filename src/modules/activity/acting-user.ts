import type { Context } from '../../server/trpc/context';
import { recordActivity, type Actor, type NewActivity } from './activity.service';

/** Who is acting in this request (a signed-in person or an API key): the one place the activity log reads it. */
export async function actingUser(ctx: Context): Promise<Actor | null> {
  const credential = await ctx.getCredential();
  if (credential.kind === 'session') return { kind: 'user', id: credential.session.user.id, name: credential.session.user.username };
  if (credential.kind === 'apiKey') return { kind: 'apiKey', id: credential.key.keyId, name: credential.key.name };
  return null;
}

/** Records what the request's signed-in caller did, with the request's address and user agent. */
export async function recordCallerActivity(ctx: Context, entry: Omit<NewActivity, 'actor' | 'address' | 'userAgent'>): Promise<void> {
  const actor = await actingUser(ctx);
  if (!actor) return;
  await recordActivity(ctx.em, { ...entry, actor, address: ctx.clientIp, userAgent: ctx.userAgent });
}

import type { Context } from '../../server/trpc/context';
import { recordActivity, type Actor, type NewActivity } from './activity.service';

/**
 * Who is acting in this request: the one place the activity log reads it from the context, so another
 * kind of caller (an API key) is added here alone.
 */
export async function actingUser(ctx: Context): Promise<Actor | null> {
  const session = await ctx.getSession();
  return session ? { kind: 'user', id: session.user.id, name: session.user.username } : null;
}

/** Records what the request's signed-in caller did, with the request's address and user agent. */
export async function recordCallerActivity(ctx: Context, entry: Omit<NewActivity, 'actor' | 'address' | 'userAgent'>): Promise<void> {
  const actor = await actingUser(ctx);
  if (!actor) return;
  await recordActivity(ctx.em, { ...entry, actor, address: ctx.clientIp, userAgent: ctx.userAgent });
}

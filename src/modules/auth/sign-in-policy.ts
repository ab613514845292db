import type { EntityManager } from '@mikro-orm/postgresql';
import { SettingEntity } from '../settings';
import { signInPolicy, type SignInPolicy } from './two-factor.schema';

/** The `settings` row of the staff sign-in policy; not a brand-content group, so the public settings never show it. */
const SIGN_IN_POLICY_KEY = 'sign-in-policy';

export async function getSignInPolicy(em: EntityManager): Promise<SignInPolicy> {
  const row = await em.findOne(SettingEntity, { key: SIGN_IN_POLICY_KEY });
  const parsed = signInPolicy.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : { requireTwoFactor: false };
}

export async function saveSignInPolicy(em: EntityManager, policy: SignInPolicy): Promise<SignInPolicy> {
  await em.upsert(SettingEntity, { key: SIGN_IN_POLICY_KEY, value: policy, updatedAt: new Date() });
  return policy;
}

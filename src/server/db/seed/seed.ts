import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { countUsers, createUser } from '../../../modules/auth';
import { BlogPostEntity } from '../../../modules/blog';
import { CareerPositionEntity } from '../../../modules/careers';
import { CaseResultEntity } from '../../../modules/case-results';
import { ExpertiseEntity } from '../../../modules/expertise';
import { InsightEntity } from '../../../modules/insights';
import { ServiceEntity } from '../../../modules/services';
import { TeamMemberEntity } from '../../../modules/team';
import { demoBlogPosts, demoCareers, demoCaseResults, demoExpertise, demoInsights, demoServices, demoTeam } from './demo-content';
import { SeedRecordEntity } from './seed-record.entity';

const DEMO_CONTENT = 'demo-content-v1';

/**
 * Inserts the demo content once per database. The seed record is written in the same
 * transaction, so a second start (or a second instance starting at the same moment)
 * never inserts it again, even after staff have edited or deleted it.
 */
export async function seedDemoContent(em: EntityManager): Promise<boolean> {
  if (await em.fork().findOne(SeedRecordEntity, { name: DEMO_CONTENT })) return false;
  try {
    await em.fork().transactional(async (tx) => {
      tx.create(SeedRecordEntity, { name: DEMO_CONTENT });
      await tx.flush();
      for (const service of demoServices) tx.create(ServiceEntity, service);
      for (const item of demoExpertise) tx.create(ExpertiseEntity, item);
      for (const member of demoTeam) tx.create(TeamMemberEntity, member);
      for (const post of demoBlogPosts) tx.create(BlogPostEntity, post);
      for (const insight of demoInsights) tx.create(InsightEntity, insight);
      for (const position of demoCareers) tx.create(CareerPositionEntity, position);
      for (const result of demoCaseResults) tx.create(CaseResultEntity, result);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return false;
    throw error;
  }
  return true;
}

export type AdminSeedResult = { created: false } | { created: true; username: string; generatedPassword: string | null };

/** Creates the first administrator when there is none; a generated password is returned to be shown once. */
export async function ensureFirstAdmin(
  em: EntityManager,
  { username, password }: { username: string; password: string | undefined },
): Promise<AdminSeedResult> {
  const fork = em.fork();
  if ((await countUsers(fork)) > 0) return { created: false };
  const generatedPassword = password ? null : randomBytes(12).toString('base64url');
  try {
    await createUser(fork, username, password ?? (generatedPassword as string));
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return { created: false };
    throw error;
  }
  return { created: true, username, generatedPassword };
}

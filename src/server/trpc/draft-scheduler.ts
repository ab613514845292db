import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue, JobRetries } from '../lib/job-queue';
import type { ContentTag } from '../content-tags';
import { recordActivity } from '../../modules/activity';
import type { WebhookEvents } from '../../modules/webhooks';
import { findDraft, findUnpublishSchedule, type ItemRef } from '../../modules/drafts';

/** The queues whose jobs publish scheduled drafts and take items off the site; made by migrations like every queue. */
const PUBLISH_QUEUE = 'content-publish';
const UNPUBLISH_QUEUE = 'content-unpublish';
// A publish that met a database fault is tried again soon: the editor asked for that minute.
const RETRIES: JobRetries = { retryLimit: 10, retryDelaySeconds: 5 };

/** What publishing may need beside the database: the webhooks it announces, the queue a later date goes back to. */
export type PublishDeps = { webhooks: WebhookEvents; jobs: JobQueue };

/** Publishes an item's draft inside the caller's transaction; answers what the public site must drop from its cache. */
export type Publisher = (em: EntityManager, itemId: number, savedBy: string, deps: PublishDeps) => Promise<readonly ContentTag[]>;

/** Takes an item off the site inside the caller's transaction; answers what the public site must drop from its cache. */
export type Unpublisher = (em: EntityManager, itemId: number, savedBy: string, deps: PublishDeps) => Promise<readonly ContentTag[]>;

const publishers = new Map<string, Publisher>();
const unpublishers = new Map<string, Unpublisher>();

/** Each editorial section says, as its router is built, how its drafts are published (and, if it can, how an item comes off). */
export function registerPublisher(section: string, publish: Publisher, unpublish?: Unpublisher): void {
  publishers.set(section, publish);
  if (unpublish) unpublishers.set(section, unpublish);
}

/**
 * Queues the publish of a draft at its `publishAt`, in the caller's transaction. A job never trusts its
 * own data: it publishes only a draft that is still there and still due then (decision 042), so a
 * moved, cancelled or already published schedule makes an older job do nothing.
 */
export async function schedulePublish(jobs: JobQueue, em: EntityManager, item: ItemRef, at: Date): Promise<void> {
  await jobs.send(PUBLISH_QUEUE, item, { ...RETRIES, em, startAfter: at });
}

/** Queues taking an item off the site at `at`, in the caller's transaction; the job checks the schedule is still there and due. */
export async function scheduleUnpublish(jobs: JobQueue, em: EntityManager, item: ItemRef, at: Date): Promise<void> {
  await jobs.send(UNPUBLISH_QUEUE, item, { ...RETRIES, em, startAfter: at });
}

const SCHEDULER = { kind: 'system', id: null, name: 'Scheduler' } as const;

/**
 * Runs due publishes. The draft row is locked for the transaction: with several instances, the one that
 * takes it publishes and deletes it; any other run then finds nothing to do, so each draft goes live once.
 */
export async function startDraftScheduler({
  em,
  jobs,
  webhooks,
  contentChanged,
}: PublishDeps & { em: EntityManager; contentChanged: (tags: readonly ContentTag[]) => Promise<void> }): Promise<void> {
  const announce = async (changed: readonly ContentTag[] | null, item: ItemRef, action: 'publish' | 'unpublish') => {
    if (!changed) return;
    await contentChanged(changed);
    await recordActivity(em, {
      actor: SCHEDULER,
      action,
      section: item.section,
      itemId: item.itemId,
      summary: `${action === 'publish' ? 'Published' : 'Unpublished'} ${item.section} #${item.itemId} as scheduled`,
    });
  };
  await jobs.work<ItemRef>(PUBLISH_QUEUE, async ({ data: item }) => {
    const publish = publishers.get(item.section);
    if (!publish) throw new Error(`no publisher for section "${item.section}"`);
    const changed = await em.fork().transactional(async (tx) => {
      const draft = await findDraft(tx, item, true);
      if (!draft?.publishAt || draft.publishAt.getTime() > Date.now()) return null;
      return publish(tx, item.itemId, `${draft.savedBy} (scheduled)`, { webhooks, jobs });
    });
    await announce(changed, item, 'publish');
  });
  // The same for taking items off: the schedule row is locked, so each comes off once.
  await jobs.work<ItemRef>(UNPUBLISH_QUEUE, async ({ data: item }) => {
    const unpublish = unpublishers.get(item.section);
    if (!unpublish) throw new Error(`no unpublisher for section "${item.section}"`);
    const changed = await em.fork().transactional(async (tx) => {
      const schedule = await findUnpublishSchedule(tx, item, true);
      if (!schedule || schedule.unpublishAt.getTime() > Date.now()) return null;
      tx.remove(schedule);
      return unpublish(tx, item.itemId, `${schedule.savedBy} (scheduled)`, { webhooks, jobs });
    });
    await announce(changed, item, 'unpublish');
  });
}

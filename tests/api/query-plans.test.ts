import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { findActiveSession } from '../../src/modules/auth/session.service';
import { reserveAttempt, signInRules } from '../../src/modules/auth/login-throttle';
import { listPublishedPosts } from '../../src/modules/blog/blog.service';
import { listOpenPositions } from '../../src/modules/careers/careers.service';
import { listExpertise } from '../../src/modules/expertise/expertise.service';
import { listActiveInsights } from '../../src/modules/insights/insight.service';
import { listActiveServices } from '../../src/modules/services/service.service';
import { listTeam } from '../../src/modules/team/team.service';
import { databaseUrl } from '../support/database-server';
import { QueryRecorder } from '../support/query-recorder';
import { useTestApp } from '../support/test-app';

const recorder = new QueryRecorder();
const t = useTestApp({}, recorder.ormOptions);

/** The one statement `read` sends, exactly as the service writes it (parameters inlined). */
async function statementOf(read: (em: EntityManager) => Promise<unknown>): Promise<string> {
  const statements = await recorder.during(() => read(t.orm.em.fork()));
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * The plan PostgreSQL picks when whole-table and bitmap scans are priced out. The demo tables
 * are small enough that the real plan may rightly read the whole table and sort it in memory;
 * this shows what the index offers once a table grows.
 */
async function planOf(sql: string): Promise<PlanNode[]> {
  const client = new pg.Client({ connectionString: databaseUrl(inject('databaseServerUrl'), t.database) });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_bitmapscan = off');
    const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`);
    await client.query('rollback');
    return nodes(result.rows[0]!['QUERY PLAN'][0].Plan);
  } finally {
    await client.end();
  }
}

const READS: { name: string; read: (em: EntityManager) => Promise<unknown>; index: string }[] = [
  { name: 'the active services, by order', read: listActiveServices, index: 'services_active_order_idx' },
  { name: 'the active featured insights, by order', read: listActiveInsights, index: 'featured_insights_active_order_idx' },
  { name: 'the published posts, newest first', read: listPublishedPosts, index: 'blog_posts_published_newest_idx' },
  { name: 'the open positions, newest first', read: listOpenPositions, index: 'career_positions_open_newest_idx' },
  { name: 'the team, by order', read: listTeam, index: 'team_members_order_idx' },
  { name: 'the core expertise, by order', read: listExpertise, index: 'core_expertise_order_idx' },
];

describe('every public list has an index that returns its rows already in order', () => {
  for (const { name, read, index } of READS) {
    it(`${name}: read in order from ${index}, with no sort step`, async () => {
      const plan = await planOf(await statementOf(read));
      expect(plan.map((node) => node['Index Name']).filter(Boolean)).toEqual([index]);
      expect(plan.map((node) => node['Node Type']).filter((type) => type.includes('Sort'))).toEqual([]);
    });
  }
});

describe('sign-in and session checks look rows up by index', () => {
  it('the sign-in throttle counts each key (pair, address, username) through the (throttle_key, created_at) index', async () => {
    const statements = await recorder.during(() => reserveAttempt(t.orm.em.fork(), signInRules('Someone', '203.0.113.9', null)));
    const counts = statements.filter((sql) => /^select .* from "sign_in_attempts"/.test(sql));
    expect(counts).toHaveLength(3);
    const indexes = await Promise.all(counts.map(async (sql) => (await planOf(sql)).map((node) => node['Index Name']).filter(Boolean)));
    expect(indexes.flat()).toEqual(Array(3).fill('sign_in_attempts_key_created_at_idx'));
  });

  it('a bearer token is found by the unique index on its hash', async () => {
    const [lookup] = await recorder.during(() => findActiveSession(t.orm.em.fork(), 'no-such-token'));
    const plan = await planOf(lookup!);
    expect(plan.map((node) => node['Index Name'])).toContain('sessions_token_hash_unique');
  });
});

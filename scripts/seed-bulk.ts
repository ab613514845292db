/**
 * `npm run seed:bulk [-- SCALE]`: fills the database with years of inbox data for trying the dashboard
 * and `npm run bench:admin` at scale: 1,000,000 contact messages, 200,000 applications, 300,000
 * newsletter sign-ups and 50,000 media rows (times SCALE, default 1), spread over five years, some of
 * the names with accents. Uses DATABASE_URL, or the embedded PostgreSQL under DATA_DIR. Rows are made
 * by PostgreSQL itself (`insert … select … from generate_series`), so nothing crosses the wire.
 * Running it again adds as many rows again (sign-ups already there are skipped).
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/server/config';
import { databaseForTool } from '../src/server/db/backup/tool-database';
import { migrate, openOrm } from '../src/server/db/orm';

const scale = Number(process.argv[2] ?? 1);
if (!(scale > 0)) throw new Error('SCALE must be a positive number, e.g. 0.1 for a tenth of the rows');
const count = (rows: number) => Math.max(1, Math.round(rows * scale));

const FIRST = `(array['Anna','José','Zoë','François','Mei','Łukasz','Søren','Amélie','Oliver','Priya','Jürgen','Chloé'])`;
const LAST = `(array['Müller','García','Núñez','Smith','O''Brien','Dvořák','Ångström','Chen','Okafor','Lefèvre','Kowalski','Brown'])`;
const COMPANY = `(array['Société Générale Conseil','Northwind Retail','Contoso Bank','Fabrikam Öffentlich','Tailspin Logistics','Åland Finans',''])`;
// Five years back from now, evenly, so the newest rows are today's.
const at = (total: number) => `now() - (n * (5 * 365 * 86400.0 / ${total})) * interval '1 second'`;
const person = `${FIRST}[1 + n % 12] || ' ' || ${LAST}[1 + (n / 12) % 12]`;

const steps: [string, number, (rows: number) => string, string][] = [
  [
    'contact messages',
    count(1_000_000),
    (rows) => `insert into contact_messages (name, email, phone, company, subject, message, inquiry_type, is_read, created_at, updated_at)
      select ${person}, 'sender' || n || '@example.com', '+44 20 7946 ' || lpad((n % 10000)::text, 4, '0'),
        ${COMPANY}[1 + n % 7], 'Enquiry ' || n || ' about ' || (array['a process review','our CRM project','a retail transformation','budget planning'])[1 + n % 4],
        'We would like to discuss ' || (array['store operations','a data migration','our finance processes','public sector procurement'])[1 + n % 4] || ' (request ' || n || ').',
        (array['general','services','partnership','careers','support'])[1 + n % 5]::text, n % 3 <> 0, ${at(rows)}, ${at(rows)}
      from generate_series(1, ${rows}) as n`,
    'contact_messages',
  ],
  [
    'job applications',
    count(200_000),
    (rows) => `insert into job_applications (position_id, position_title, name, email, phone, message, status, created_at, updated_at)
      select null, (array['Business Analyst','Project Manager','Change Consultant','Data Analyst'])[1 + n % 4], ${person},
        'applicant' || n || '@example.com', '', 'Cover letter number ' || n, (array['new','reviewed','shortlisted','rejected'])[1 + n % 4]::text,
        ${at(rows)}, ${at(rows)}
      from generate_series(1, ${rows}) as n`,
    'job_applications',
  ],
  [
    'newsletter sign-ups',
    count(300_000),
    (rows) => `insert into newsletter_subscribers (email, status, confirmed_at, confirmation_sent_at, consent_text, source_page, created_at, updated_at)
      select 'reader' || n || '@example.com', case when n % 10 = 0 then 'pending' else 'confirmed' end,
        case when n % 10 = 0 then null else ${at(rows)} end, ${at(rows)}, 'By subscribing you agree to receive our newsletter.', '/blog', ${at(rows)}, ${at(rows)}
      from generate_series(1, ${rows}) as n
      on conflict (email) do nothing`,
    'newsletter_subscribers',
  ],
  [
    'media rows',
    count(50_000),
    // A one-pixel PNG each: the rows are for the list, not for viewing.
    (rows) => `insert into media (key, width, height, filename, content_type, size, sha256, data, created_at, updated_at)
      select left(md5(gen_random_uuid()::text), 20), 1, 1, (array['team-photo','office','chart','logo','workshop'])[1 + n % 5] || '-' || n || '.png', 'image/png', 68,
        encode(sha256(n::text::bytea), 'hex'),
        decode('89504e470d0a1a0a0000000d4948445200000001000000010806000000' || '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
        ${at(rows)}, ${at(rows)}
      from generate_series(1, ${rows}) as n`,
    'media',
  ],
];

const config = loadConfig();
const database = await databaseForTool(config, (message) => console.log(`[seed:bulk] ${message}`));
try {
  const orm = await openOrm(database.url, { driverOptions: { connection: { statement_timeout: 0, query_timeout: 0 } } });
  await migrate(orm);
  const sql = orm.em.getConnection();
  const started = performance.now();
  for (const [name, rows, insert, table] of steps) {
    const t0 = performance.now();
    // Building an index once over all the rows is many times faster than updating it row by row (the
    // trigram indexes most of all): the table's plain indexes are dropped, the rows added, the indexes rebuilt.
    const indexes = await sql.execute<{ name: string; definition: string }[]>(
      `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
        where indrelid = '${table}'::regclass and not indisprimary and not indisunique`,
    );
    for (const index of indexes) await sql.execute(`drop index ${index.name}`);
    await sql.execute(insert(rows));
    for (const index of indexes) await sql.execute(index.definition);
    console.log(`[seed:bulk] ${rows.toLocaleString('en')} ${name} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  // As autovacuum would leave the tables: planner statistics and the visibility map.
  await sql.execute('vacuum analyze contact_messages, job_applications, newsletter_subscribers, media');
  console.log(`[seed:bulk] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await orm.close();
} finally {
  await database.close();
}

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../support/test-app';
import { ContactMessageEntity } from '../../src/modules/contact';

const t = useTestApp();
let token = '';

// 30 messages, from "Sender 01" (oldest) to "Sender 30" (newest); every third is a partnership
// inquiry, every fifth is read, and one comes from a company whose name carries accents.
const SENDERS = Array.from({ length: 30 }, (_, index) => ({
  name: `Sender ${String(index + 1).padStart(2, '0')}`,
  email: `sender${index + 1}@example.com`,
  company: index === 6 ? 'Société Générale Conseil' : 'Example Ltd',
  subject: `Question number ${index + 1}`,
  message: index === 11 ? 'We need help with a 50% budget cut_now.' : 'We would like to hear about your services.',
  inquiryType: index % 3 === 0 ? ('partnership' as const) : ('general' as const),
  isRead: index % 5 === 0,
  createdAt: new Date(Date.UTC(2026, 0, 1 + index, 9)),
}));

beforeAll(async () => {
  token = await t.login();
  const em = t.orm.em.fork();
  await em.nativeDelete(ContactMessageEntity, {});
  for (const sender of SENDERS) em.create(ContactMessageEntity, { phone: '', ...sender, updatedAt: sender.createdAt });
  await em.flush();
});

const list = (query: string) => t.api(`/api/admin/contacts${query}`, { token });
const names = (body: { data: { name: string }[] }) => body.data.map((row) => row.name);

describe('an admin list, a page at a time', () => {
  it('answers the first 25 newest first with where the page stands, data still the array of rows', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, meta: { page: 1, pageSize: 25, total: 30, totalPages: 2 }, message: '30 messages' });
    expect(res.body.data).toHaveLength(25);
    expect(res.body.data[0]).toMatchObject({ name: 'Sender 30', email: 'sender30@example.com' });
  });

  it('pages with page and pageSize, never showing a row twice', async () => {
    const first = await list('?pageSize=10&page=1');
    const third = await list('?pageSize=10&page=3');
    const beyond = await list('?pageSize=10&page=9');
    expect(names(first.body)[0]).toBe('Sender 30');
    expect(names(third.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Sender ${String(10 - i).padStart(2, '0')}`));
    expect(third.body.meta).toEqual({ page: 3, pageSize: 10, total: 30, totalPages: 3 });
    expect(beyond.body.data).toEqual([]);
  });

  it('sorts by an allowed column either way', async () => {
    expect(names((await list('?sort=name:asc&pageSize=2')).body)).toEqual(['Sender 01', 'Sender 02']);
    expect(names((await list('?sort=createdAt:asc&pageSize=1')).body)).toEqual(['Sender 01']);
  });

  it('searches names, e-mails, companies, subjects and text, ignoring case and accents', async () => {
    expect(names((await list('?q=SENDER7%40example')).body)).toEqual(['Sender 07']);
    expect(names((await list(`?q=${encodeURIComponent('societe generale')}`)).body)).toEqual(['Sender 07']);
    expect(names((await list(`?q=${encodeURIComponent('SOCIÉTÉ')}`)).body)).toEqual(['Sender 07']);
    expect(names((await list('?q=number%2029')).body)).toEqual(['Sender 29']);
    const searched = await list('?q=services&pageSize=5');
    expect(searched.body.meta).toEqual({ page: 1, pageSize: 5, total: 29, totalPages: 6 });
  });

  it('takes % and _ in a search as text, not as patterns', async () => {
    expect(names((await list(`?q=${encodeURIComponent('50%')}`)).body)).toEqual(['Sender 12']);
    expect(names((await list(`?q=${encodeURIComponent('cut_now')}`)).body)).toEqual(['Sender 12']);
    expect((await list(`?q=${encodeURIComponent('%')}`)).body.meta.total).toBe(1);
  });

  it('filters by inquiry type, read flag and date range, together with search', async () => {
    const partnerships = await list('?inquiryType=partnership&pageSize=100');
    expect(partnerships.body.meta.total).toBe(10);
    expect(partnerships.body.data.every((m: { inquiryType: string }) => m.inquiryType === 'partnership')).toBe(true);
    const unread = await list('?isRead=false');
    expect(unread.body.meta.total).toBe(24);
    const january = await list('?from=2026-01-10&to=2026-01-20&sort=createdAt:asc');
    expect(names(january.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Sender ${String(10 + i)}`));
    const combined = await list('?q=sender1&inquiryType=partnership&isRead=true');
    expect(names(combined.body)).toEqual(['Sender 16', 'Sender 01']);
  });

  it('answers the same over tRPC', async () => {
    const res = await fetch(
      `${t.url}/api/trpc/admin.contacts.list?input=${encodeURIComponent(JSON.stringify({ q: 'sender2', sort: 'name:asc', pageSize: 3 }))}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const body = (await res.json()) as { result: { data: { data: { name: string }[]; meta: unknown } } };
    expect(body.result.data.data.map((row) => row.name)).toEqual(['Sender 02', 'Sender 20', 'Sender 21']);
    expect(body.result.data.meta).toEqual({ page: 1, pageSize: 3, total: 11, totalPages: 4 });
  });

  it.each([
    ['?page=0', 'page', 'page must be a whole number from 1 to 1000000'],
    ['?page=two', 'page', 'page must be a whole number from 1 to 1000000'],
    ['?pageSize=1000', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
    ['?pageSize=2.5', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
    [
      '?sort=phone:asc',
      'sort',
      'sort must be one of createdAt:asc, createdAt:desc, name:asc, name:desc, email:asc, email:desc, company:asc, company:desc, subject:asc, subject:desc',
    ],
    ['?sort=name', 'sort', expect.stringMatching(/^sort must be one of /)],
    ['?isRead=yes', 'isRead', 'isRead must be true or false'],
    ['?inquiryType=spam', 'inquiryType', expect.stringMatching(/^inquiryType must be one of /)],
    ['?from=yesterday', 'from', expect.stringMatching(/^from must be an ISO 8601 date/)],
    ['?from=2026-02-01&to=2026-01-01', 'to', 'from must not be after to'],
    ['?q=' + 'x'.repeat(201), 'q', 'q must be at most 200 characters'],
    ['?colour=red', 'colour', 'Unknown field "colour"'],
  ])('answers 400 naming the parameter for %s', async (query, path, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: [{ path, message }] });
  });

  it('pages every admin list the same way', async () => {
    for (const path of [
      'team',
      'services',
      'core-expertise',
      'featured-insights',
      'careers',
      'blog',
      'applications',
      'newsletter',
      'users',
      'media',
      'api-keys',
      'mail/outbox',
    ]) {
      const res = await t.api(`/api/admin/${path}?pageSize=2&q=a`, { token });
      expect(res.status, path).toBe(200);
      expect(res.body.data.length, path).toBeLessThanOrEqual(2);
      expect(res.body.meta, path).toEqual({ page: 1, pageSize: 2, total: expect.any(Number), totalPages: expect.any(Number) });
      expect((await t.api(`/api/admin/${path}?pageSize=101`, { token })).status, path).toBe(400);
    }
  });

  it('filters content by its on/off flag', async () => {
    const published = await t.api('/api/admin/blog?isPublished=true&pageSize=100', { token });
    expect(published.body.data.length).toBeGreaterThan(0);
    expect(published.body.data.every((post: { isPublished: boolean }) => post.isPublished)).toBe(true);
  });
});

describe('a list too long to count', () => {
  it("answers the planner's estimate past 10,000 matching rows, and says so; narrower views are counted exactly", async () => {
    await t.orm.em.fork().getConnection().execute(`insert into newsletter_subscribers (email, status, created_at, updated_at)
        select 'bulk' || n || '@example.com', 'confirmed', now(), now() from generate_series(1, 10050) as n`);
    await t.orm.em.fork().getConnection().execute('analyze newsletter_subscribers');
    const all = await t.api('/api/admin/newsletter?pageSize=100', { token });
    expect(all.body.meta).toMatchObject({ page: 1, pageSize: 100, estimated: true });
    expect(all.body.meta.total).toBeGreaterThan(10_000);
    const one = await t.api('/api/admin/newsletter?q=bulk777%40', { token });
    expect(one.body.meta).toEqual({ page: 1, pageSize: 25, total: 1, totalPages: 1 });
  });
});

describe('the CSV export of a list', () => {
  const csv = async (query: string) => {
    const res = await fetch(`${t.url}/api/admin/contacts/export.csv${query}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, text: await res.text() };
  };

  it('streams the rows the list shows for the same search, filters and sort', async () => {
    const all = await csv('');
    expect(all.status).toBe(200);
    const lines = all.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toMatch(/^2026-01-30T09:00:00.000Z,General Inquiry,Sender 30,/);
    const filtered = (await csv('?inquiryType=partnership&sort=name:asc&q=sender')).text.trimEnd().split('\r\n');
    expect(filtered.slice(1).map((line) => line.split(',')[2])).toEqual(['01', '04', '07', '10', '13', '16', '19', '22', '25', '28'].map((n) => `Sender ${n}`));
  });

  it('refuses a malformed filter with 400 naming it', async () => {
    const res = await fetch(`${t.url}/api/admin/contacts/export.csv?isRead=maybe`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errors: [{ path: 'isRead', message: 'isRead must be true or false' }] });
    const paged = await fetch(`${t.url}/api/admin/contacts/export.csv?page=2`, { headers: { authorization: `Bearer ${token}` } });
    expect(paged.status).toBe(400);
  });
});

describe('the CSV export of a long list (read in a worker thread, decision 052)', () => {
  // 50,000 rows of about 560 bytes: 28 MB of CSV, more than the sockets and streams between the worker
  // and a client that stops reading can hold, so an export only ends if the client reads it all.
  const ROWS = 50_000;
  const WORDS = 'words '.repeat(80);
  const exportsRunning = async () => {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and query like '%csv_export%' and pid <> pg_backend_pid()",
      );
    return rows[0]!.n;
  };
  /** A download begun, its first piece read, then not read further until `stop()`. */
  const startExport = async () => {
    const stop = new AbortController();
    const res = await fetch(`${t.url}/api/admin/contacts/export.csv?q=bulk`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      signal: stop.signal,
    });
    if (res.status === 200) expect((await res.body!.getReader().read()).done).toBe(false);
    return { res, stop: () => stop.abort() };
  };

  beforeAll(async () => {
    // The rows are test data, not a request: the server's statement timeout (which a busy CI machine hit) is lifted for them.
    await t.orm.em.fork().transactional(async (em) => {
      await em.execute('set local statement_timeout = 0');
      await em.execute(
        `insert into contact_messages (name, email, subject, message, created_at, updated_at)
         select 'Bulk ' || n, 'bulk' || n || '@example.com', 'Subject ' || n, 'Line one, "quoted"' || chr(10) || '${WORDS}', timestamp '2025-01-01' + n * interval '1 second', now()
         from generate_series(1, ${ROWS}) as n`,
      );
    });
  });

  it('sends every row in the list’s order, across many batches, quoted', async () => {
    const res = await fetch(`${t.url}/api/admin/contacts/export.csv?q=bulk&sort=createdAt:asc`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    // A message spans two lines inside its quotes: rows end where a line starts with a date.
    const rows = text.split(/\r\n(?=2025-)/);
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[1]).toBe(`2025-01-01T00:00:01.000Z,General Inquiry,Bulk 1,bulk1@example.com,,,Subject 1,"Line one, ""quoted""\n${WORDS}",no`);
    expect(rows.at(-1)).toMatch(new RegExp(`^2025-01-01T13:53:20.000Z,General Inquiry,Bulk ${ROWS},`));
  });

  it('ends the export’s cursor and transaction when the reader stops early', async () => {
    const download = await startExport();
    expect(download.res.status).toBe(200);
    // Mid-export: the worker's connection holds the cursor open, waiting to be asked for more.
    expect(await exportsRunning()).toBe(1);
    download.stop();
    await vi.waitFor(async () => expect(await exportsRunning()).toBe(0), { timeout: 15_000, interval: 100 });
  });

  it('runs four exports at once and answers a fifth 503 with Retry-After until one ends', async () => {
    const downloads = await Promise.all([1, 2, 3, 4].map(() => startExport()));
    try {
      expect(downloads.map((download) => download.res.status)).toEqual([200, 200, 200, 200]);
      const fifth = await fetch(`${t.url}/api/admin/contacts/export.csv?q=bulk`, { headers: { authorization: `Bearer ${token}` } });
      expect(fifth.status).toBe(503);
      expect(fifth.headers.get('retry-after')).toBe('5');
      expect(await fifth.json()).toMatchObject({
        success: false,
        code: 'UNAVAILABLE',
        message: expect.stringContaining('4 exports are already running'),
      });
      downloads.pop()!.stop();
      await vi.waitFor(
        async () => {
          const again = await startExport();
          downloads.push(again);
          expect(again.res.status).toBe(200);
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      for (const download of downloads) download.stop();
    }
    await vi.waitFor(async () => expect(await exportsRunning()).toBe(0), { timeout: 15_000, interval: 100 });
  });
});

/**
 * Records the OpenAPI document's request and response examples (`npm run openapi:examples`): a real
 * server over a throwaway database seeded with the demo content is called through every documented
 * operation, in an order that makes each call meaningful (create before publish, delete before restore),
 * and what was sent and answered is written to src/server/http/openapi-examples.json, which
 * openapi-document.ts attaches. Long texts and lists are shortened before they are sent, so every
 * recorded pair is one the server really gave. Run it again after changing an operation; the unit test
 * openapi-examples.unit.test.ts fails while an operation has none, and `npm run lint:openapi` checks each
 * example against its schema.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOTP } from 'otpauth';
import { buildOpenApiDocument } from '../src/server/http/openapi-document';
import { appRouter } from '../src/server/trpc/app-router';
import { EXAMPLES_FILE, type RecordedExample } from '../src/server/http/openapi-examples';
import { IN_PROCESS_BASE_URL, withInProcessApp, type InProcessApp } from './lib/in-process-app';
import { SoftwareAuthenticator } from '../tests/support/software-authenticator';

type Json = Record<string, unknown>;
type Params = Record<string, string | number>;
/** A list the demo content (or an earlier call) is known to fill; an empty one stops the script with a TypeError. */
type Filled = [Json, ...Json[]];
const doc = buildOpenApiDocument(appRouter);
const examples: Record<string, RecordedExample> = {};

/** Credentials an answer or request carries: the throwaway server's are blanked, so no secret scanner mistakes them for live ones. */
const CREDENTIALS = new Set(['secret', 'prefix', 'token', 'challengeToken', 'recoveryCodes', 'uri']);
const blank = (value: string) =>
  value.replace(/^(dgk_|whsec_|otpauth:\/\/totp\/[^?]*\?[^=]*=)?(.*)$/s, (_, kept = '', rest: string) => kept + rest.replace(/[A-Za-z0-9]/g, 'x'));

/**
 * Texts over 240 characters end at a word with "…"; lists keep their first `items` entries (answers
 * only: a request's lists mean what they hold); credentials are blanked.
 */
function shorten(value: unknown, items = Infinity, credential = false): unknown {
  if (typeof value === 'string') return credential ? blank(value) : value.length > 240 ? `${value.slice(0, 240).replace(/\s+\S*$/, '')}…` : value;
  if (Array.isArray(value)) return value.slice(0, items).map((item) => shorten(item, items, credential));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item, items, CREDENTIALS.has(key))]));
  }
  return value;
}

/** A request's long texts shortened, nothing else: what is sent must still work. */
function shortenTexts(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 240) return shorten(value);
  if (Array.isArray(value)) return value.map(shortenTexts);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortenTexts(item)]));
  return value;
}

/** The property names of an operation's JSON request body, so a body can be cut from an item the server answered. */
function bodyFields(method: string, template: string): string[] {
  const operation = (doc.paths?.[template] as Record<string, { requestBody?: { content?: Json } }> | undefined)?.[method];
  let schema = (operation?.requestBody?.content?.['application/json'] as { schema?: Json } | undefined)?.schema;
  if (typeof schema?.$ref === 'string') schema = doc.components?.schemas?.[schema.$ref.split('/').pop() as string] as Json;
  return Object.keys((schema?.properties as Json | undefined) ?? {});
}

const pick = (item: Json, fields: string[]) => Object.fromEntries(fields.filter((field) => item[field] !== undefined).map((field) => [field, item[field]]));

function recorder(app: InProcessApp) {
  let token = app.token;
  /** Calls one documented operation and records it; an answer but 2xx (or the `refused` status asked for) stops the script. */
  async function call<T = Json>(
    method: string,
    template: string,
    options: { params?: Params; body?: unknown; query?: Params; as?: string; refused?: number } = {},
  ): Promise<T> {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(options.params?.[name])));
    const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : '';
    const body = options.body === undefined ? undefined : shortenTexts(options.body);
    const res = await fetch(`${app.base}/api${path}${query}`, {
      method: method.toUpperCase(),
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), authorization: `Bearer ${options.as ?? token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = res.headers.get('content-type')?.includes('json');
    const answer = json ? ((await res.json()) as Json) : await res.text();
    if (res.ok === Boolean(options.refused) || (options.refused && res.status !== options.refused))
      throw new Error(`${method.toUpperCase()} ${path}: ${res.status} ${JSON.stringify(answer)}`);
    examples[`${method} ${template}`] = { ...(body !== undefined && { request: shorten(body) }), status: String(res.status), response: shorten(answer, 2) };
    return (json ? (answer as Json).data : answer) as T;
  }
  return { call, useToken: (next: string) => (token = next) };
}

type Call = ReturnType<typeof recorder>['call'];

/** One editorial section's whole life: list, read, create, edit, draft, preview, publish, history, order, bulk, delete, restore. */
async function editorialSection(call: Call, section: string) {
  const base = `/admin/${section}`;
  const [first] = await call<Filled>('get', base);
  const item = await call<Json>('get', `${base}/{id}`, { params: { id: first.id as number } });
  const created = await call<Json>('post', base, { body: { ...pick(item, bodyFields('post', base)), ...('slug' in item && { slug: `${item.slug}-2` }) } });
  const id = { id: created.id as number };
  const edited = await call<Json>('put', `${base}/{id}`, { params: id, body: pick(created, bodyFields('put', `${base}/{id}`)) });
  const contentFields = bodyFields('put', `${base}/{id}/draft`).filter((field) => !['version', 'itemVersion', 'publishAt'].includes(field));
  const draftOf = (live: Json, version: Json) => ({ ...pick(live, contentFields), ...version });
  const draftSaved = await call<Json>('put', `${base}/{id}/draft`, { params: id, body: draftOf(edited, { itemVersion: edited.version }) });
  await call('get', `${base}/{id}/draft`, { params: id });
  await call('get', `${base}/{id}/preview-link`, { params: id, query: { days: 7 } });
  await call('post', `${base}/{id}/publish`, { params: id, body: { version: draftSaved.version } });
  await call('put', `${base}/{id}/draft`, { params: id, body: draftOf(edited, {}) });
  await call('post', `${base}/{id}/discard-draft`, { params: id });
  // A team member, a core expertise item or a client result cannot be hidden, only deleted: their example is that refusal.
  const alwaysOn = ['team', 'core-expertise', 'case-results'].includes(section) && { refused: 400 };
  await call('post', `${base}/{id}/unpublish`, { params: id, ...alwaysOn });
  await call('put', `${base}/{id}/unpublish-at`, { params: id, body: { unpublishAt: '2099-06-30T17:00:00+01:00' }, ...alwaysOn });
  const [revision] = await call<Filled>('get', `${base}/{id}/revisions`, { params: id });
  const revisionId = { ...id, revisionId: revision.id as number };
  await call('get', `${base}/{id}/revisions/{revisionId}`, { params: revisionId });
  await call('post', `${base}/{id}/revisions/{revisionId}/restore`, { params: revisionId });
  if (bodyFields('put', `${base}/order`).length > 0) {
    const all = await call<Json[]>('get', base, { query: { pageSize: 100 } });
    await call('put', `${base}/order`, { body: { ids: all.map((row) => row.id).reverse() } });
  }
  // Many at once, each as its own button would (decision 048): the restored revision's draft goes live.
  await call('post', `${base}/bulk`, { body: { action: 'publish', ids: [id.id] } });
  await call('delete', `${base}/{id}`, { params: id });
  await call('get', `${base}/deleted`);
  await call('post', `${base}/deleted/{id}/restore`, { params: id });
}

/** The public calls a visitor makes, and the staff calls on what they leave: messages, applications, subscribers. */
async function visitorsAndInboxes(call: Call) {
  for (const path of ['/settings', '/team', '/services', '/core-expertise', '/case-results', '/featured-insights', '/careers', '/health', '/privacy/retention'])
    await call('get', path);
  const [post] = await call<Filled>('get', '/blog');
  await call('get', '/blog/slug/{slug}', { params: { slug: post.slug as string } });
  const [member] = await call<Filled>('get', '/team');
  await call('get', '/team/{id}', { params: { id: member.id as number } });
  const [service] = await call<Filled>('get', '/services');
  await call('get', '/services/{id}', { params: { id: service.id as number } });
  const [position] = await call<Filled>('get', '/careers');
  await call('get', '/careers/{id}', { params: { id: position.id as number } });

  await call('post', '/contact', {
    body: {
      name: 'Amara Okafor',
      email: 'amara.okafor@northwind.example',
      phone: '+44 20 7946 0958',
      company: 'Northwind Logistics',
      subject: 'Operating model review',
      message: 'We are merging two regional divisions next spring and would like to talk about an operating model review beforehand.',
      inquiryType: 'services',
    },
  });
  const application = { name: 'Lukas Brandt', email: 'lukas.brandt@example.com', phone: '+49 30 901820', message: 'Eight years in supply-chain analytics.' };
  await call('post', '/careers/{id}/apply', { params: { id: position.id as number }, body: application });
  await call('post', '/newsletter', { body: { email: 'reader@example.com', sourcePage: '/blog' } });
  const confirmation = await linkTokenFromOutbox(call, 'reader@example.com', 'newsletter/confirm');
  await call('post', '/newsletter/confirm', { body: { token: confirmation } });

  const [message] = await call<Filled>('get', '/admin/contacts');
  const messageId = { id: message.id as number };
  await call('get', '/admin/contacts/unread-count');
  await call('get', '/admin/contacts/{id}', { params: messageId });
  await call('put', '/admin/contacts/{id}', { params: messageId, body: { isRead: true } });
  await call('post', '/admin/contacts/bulk', { body: { action: 'mark-read', ids: [message.id] } });
  await call('get', '/admin/contacts/export.csv');
  const [applied] = await call<Filled>('get', '/admin/applications');
  const applicationId = { id: applied.id as number };
  await call('get', '/admin/applications/{id}', { params: applicationId });
  await call('put', '/admin/applications/{id}', { params: applicationId, body: { status: 'reviewed' } });
  await call('post', '/admin/applications/bulk', { body: { action: 'set-status', ids: [applied.id], status: 'shortlisted' } });
  await call('get', '/admin/applications/export.csv');
  await call('get', '/admin/newsletter');
  await call('get', '/admin/newsletter/export.csv');
  await newsletterIssues(call, post.id as number);
  const unsubscribe = await linkTokenFromOutbox(call, 'reader@example.com', 'newsletter/unsubscribe');
  await call('post', '/newsletter/unsubscribe', { body: { token: unsubscribe } });
  for (const email of ['second.reader@example.com', 'third.reader@example.com']) await call('post', '/newsletter', { body: { email, sourcePage: '/' } });
  const [second, third] = await call<[Json, Json]>('get', '/admin/newsletter', { query: { q: 'reader' } });
  await call('delete', '/admin/newsletter/{id}', { params: { id: second.id as number } });
  await call('post', '/admin/newsletter/bulk', { body: { action: 'delete', ids: [third.id] } });

  await call('get', '/admin/personal-data', { query: { email: 'amara.okafor@northwind.example' } });
  await call('get', '/admin/personal-data/export.csv', { query: { email: 'amara.okafor@northwind.example' } });
  await call('post', '/admin/personal-data/erase', { body: { email: 'amara.okafor@northwind.example', mode: 'anonymise' } });
  await call('delete', '/admin/contacts/{id}', { params: messageId });
  await call('delete', '/admin/applications/{id}', { params: applicationId });
}

async function newsletterIssues(call: Call, blogPostId: number) {
  const issue = {
    subject: 'Notes from the field: November',
    preheader: 'Three things we learned this month',
    body: 'Dear reader,\n\nThis month we look at operating models after a merger.',
  };
  await call('post', '/admin/newsletter/issues/preview', { body: issue });
  const created = await call<Json>('post', '/admin/newsletter/issues', { body: issue });
  const id = { id: created.id as number };
  await call('put', '/admin/newsletter/issues/{id}', { params: id, body: { ...issue, blogPostId } });
  await call('get', '/admin/newsletter/issues');
  await call('get', '/admin/newsletter/issues/{id}', { params: id });
  await call('post', '/admin/newsletter/issues/{id}/test', { params: id, body: { to: 'editor@example.com' } });
  await call('post', '/admin/newsletter/issues/{id}/send', { params: id, body: { ratePerMinute: 600 } });
  await call('get', '/admin/newsletter/issues/{id}/recipients', { params: id });
  const draft = await call<Json>('post', '/admin/newsletter/issues', { body: { ...issue, subject: 'Draft: December' } });
  await call('delete', '/admin/newsletter/issues/{id}', { params: { id: draft.id as number } });
}

/**
 * The token of a link of this kind mailed to an address (the outbox holds every message when SMTP_URL
 * is unset); waits up to 30 s for a message the job queue is still sending.
 */
async function linkTokenFromOutbox(call: Call, to: string, link: string): Promise<string> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    for (const { id } of await call<Json[]>('get', '/admin/mail/outbox', { query: { q: to } })) {
      const message = await call<Json>('get', '/admin/mail/outbox/{id}', { params: { id: id as number } });
      const token = new RegExp(`${link}\\?token=([\\w.~%-]+)`).exec(JSON.stringify(message))?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${link} link mailed to ${to} within 30 s`);
}

/** Staff and access: users, two-step sign-in, sessions, API keys and webhooks. */
async function accessAndIntegrations(call: Call, useToken: (token: string) => void, staffPassword: string) {
  const user = { username: 'jordan.lee', password: 'a long passphrase for jordan' };
  const created = await call<Json>('post', '/admin/users', { body: user });
  await call('get', '/admin/users');
  await call('get', '/admin/users/{id}', { params: { id: created.id as number } });
  const signedIn = await call<Json>('post', '/auth/login', { body: user });
  const own = signedIn.token as string;
  await call('put', '/admin/users/{id}', {
    params: { id: created.id as number },
    body: { currentPassword: user.password, newPassword: 'an even longer passphrase for jordan' },
    as: own,
  });

  const renewed = await call<Json>('post', '/auth/login', { body: { username: user.username, password: 'an even longer passphrase for jordan' } });
  useToken(renewed.token as string);
  await call('get', '/auth/me');
  await call('get', '/auth/two-factor');
  const enrolment = await call<Json>('post', '/auth/two-factor/totp');
  const totp = new TOTP({ secret: enrolment.secret as string });
  const { recoveryCodes } = await call<{ recoveryCodes: string[] }>('post', '/auth/two-factor/totp/confirm', { body: { code: totp.generate() } });
  const challenge = await call<Json>('post', '/auth/login', { body: { username: user.username, password: 'an even longer passphrase for jordan' } });
  const session = await call<Json>('post', '/auth/login/second-factor', { body: { challengeToken: challenge.challengeToken, recoveryCode: recoveryCodes[0] } });
  useToken(session.token as string);
  await call('get', '/auth/sessions');
  await call('post', '/auth/sessions/sign-out-others');
  await call('post', '/auth/two-factor/totp/remove', { body: { currentPassword: 'an even longer passphrase for jordan' } });
  await passkeys(call, useToken, { username: user.username, password: 'an even longer passphrase for jordan' });
  await call('post', '/auth/logout');

  const staff = await call<Json>('post', '/auth/login', { body: { username: 'admin', password: staffPassword } });
  useToken(staff.token as string);
  await call('delete', '/admin/users/{id}', { params: { id: created.id as number } });
  await requiredTwoStep(call);

  const key = await call<Json>('post', '/admin/api-keys', {
    body: { name: 'CRM sync', scopes: ['contacts:read', 'applications:read'], expiresOn: '2027-12-31' },
  });
  await call('get', '/admin/api-keys');
  await call('put', '/admin/api-keys/{id}', { params: { id: key.id as number }, body: { name: 'CRM sync (nightly)', scopes: ['contacts:read'] } });
  await call('delete', '/admin/api-keys/{id}', { params: { id: key.id as number } });
}

async function webhooks(call: Call, app: InProcessApp) {
  const receiver = createServer((_, res) => res.writeHead(204).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/consultancy`;
    const hook = await call<Json>('post', '/admin/webhooks', { body: { url, description: 'CRM: new enquiries', events: ['contact.created'] } });
    const id = { id: hook.id as number };
    await call('get', '/admin/webhooks');
    await call('get', '/admin/webhooks/{id}', { params: id });
    await call('put', '/admin/webhooks/{id}', {
      params: id,
      body: { url, description: 'CRM: new enquiries', events: ['contact.created', 'application.created'], isActive: true },
    });
    const body = {
      name: 'Priya Natarajan',
      email: 'priya@fabrikam.example',
      subject: 'Pricing review',
      message: 'Could we talk about a pricing review for our services arm?',
    };
    const res = await fetch(`${app.base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`contact for the webhook: ${res.status}`);
    const [delivery] = await call<Filled>('get', '/admin/webhooks/{id}/deliveries', { params: id });
    await call('post', '/admin/webhooks/{id}/deliveries/{deliveryId}/replay', { params: { ...id, deliveryId: delivery.id as number } });
    await call('delete', '/admin/webhooks/{id}', { params: id });
  } finally {
    receiver.close();
  }
}

/** The brand content's draft, preview, publish and history (decision 049). */
async function settingsDrafts(call: Call) {
  const { liveVersion } = await call<Json>('get', '/admin/settings/draft');
  const saved = await call<Json>('put', '/admin/settings/draft', { body: { liveVersion, homepage: { headline: 'Change, delivered' } } });
  await call('get', '/admin/settings/preview-link', { query: { days: 7 } });
  await call('post', '/admin/settings/publish', { body: { version: (saved.draft as Json).version } });
  const [, older] = await call<[Json, Json]>('get', '/admin/settings/revisions');
  await call('get', '/admin/settings/revisions/{revisionId}', { params: { revisionId: older.id as number } });
  await call('post', '/admin/settings/revisions/{revisionId}/restore', { params: { revisionId: older.id as number } });
  await call('post', '/admin/settings/discard-draft', { body: {} });
}

/** Settings, mail, retention, activity, redirects, media, the overview, export and import. */
async function siteWide(call: Call, app: InProcessApp) {
  await call('get', '/admin/overview');
  await call('get', '/admin/scheduled');
  const settings = await call<Json>('get', '/admin/settings');
  await call('put', '/admin/settings', { body: { ...pick(settings, bodyFields('put', '/admin/settings')), newsletter: { showArchive: true } } });
  await settingsDrafts(call);
  const [archived] = await call<Filled>('get', '/newsletter/issues');
  await call('get', '/newsletter/issues/{id}', { params: { id: archived.id as number } });
  const mail = await call<Json>('get', '/admin/mail/settings');
  await call('put', '/admin/mail/settings', { body: pick(mail, bodyFields('put', '/admin/mail/settings')) });
  await call('get', '/admin/mail/transport');
  await call('put', '/admin/mail/transport', { body: { from: 'Dovetail Consulting <hello@dovetail.example>' } });
  await call('post', '/admin/mail/transport/test', { body: { to: 'it@dovetail.example' } });
  const retention = await call<Json>('get', '/admin/personal-data/retention');
  await call('put', '/admin/personal-data/retention', { body: pick(retention, bodyFields('put', '/admin/personal-data/retention')) });
  await call('get', '/admin/activity');
  await call('get', '/admin/activity/export.csv');
  const activity = await call<Json>('get', '/admin/activity/settings');
  await call('put', '/admin/activity/settings', { body: pick(activity, bodyFields('put', '/admin/activity/settings')) });

  const redirect = await call<Json>('post', '/admin/redirects', { body: { fromPath: '/insights/2019-outlook', toPath: '/blog', status: 301 } });
  const redirectId = { id: redirect.id as number };
  await call('get', '/admin/redirects');
  await call('get', '/admin/redirects/{id}', { params: redirectId });
  await call('put', '/admin/redirects/{id}', {
    params: redirectId,
    body: { fromPath: '/insights/2019-outlook', toPath: '/blog', status: 302, version: redirect.version },
  });
  await call('delete', '/admin/redirects/{id}', { params: redirectId });

  await media(call, app);
  const bundle = await call<Json>('get', '/admin/export');
  await call('post', '/admin/import', { body: { mode: 'merge', bundle: { ...bundle, ...onlyTeam(bundle) } } });
}

/** An import example small enough to read: the bundle with its team alone (every other list empty). */
function onlyTeam(bundle: Json): Json {
  const content = bundle.content as Record<string, unknown[]> | undefined;
  if (!content) return {};
  return { content: Object.fromEntries(Object.entries(content).map(([name, rows]) => [name, name === 'team' ? rows : Array.isArray(rows) ? [] : rows])) };
}

/** A passkey added, renamed, used as the second step and alone, and removed, by the signed-in `account`. */
async function passkeys(call: Call, useToken: (token: string) => void, account: { username: string; password: string }) {
  const authenticator = new SoftwareAuthenticator(IN_PROCESS_BASE_URL);
  const registration = await call<{ challenge: string; user: { id: string } }>('post', '/auth/passkeys/registration-options');
  const added = await call<Json>('post', '/auth/passkeys', { body: { name: 'Work laptop', response: authenticator.register(registration) } });
  const id = { id: added.id as number };
  await call('get', '/auth/passkeys');
  await call('put', '/auth/passkeys/{id}', { params: id, body: { name: 'Work laptop (Touch ID)' } });
  const { challengeToken } = await call<{ challengeToken: string }>('post', '/auth/login', { body: account });
  const second = await call<{ challenge: string }>('post', '/auth/login/passkey/options', { body: { challengeToken } });
  await call('post', '/auth/login/passkey', { body: { challengeToken, response: authenticator.authenticate(second) } });
  const alone = await call<{ challenge: string }>('post', '/auth/login/passkey/options', { body: {} });
  const session = await call<Json>('post', '/auth/login/passkey', { body: { response: authenticator.authenticate(alone) } });
  useToken(session.token as string);
  await call('post', '/auth/passkeys/{id}/remove', { params: id, body: { currentPassword: account.password } });
}

/** The owner requires two-step sign-in: staff without a factor enrol one (an app, or a passkey) at their next sign-in. */
async function requiredTwoStep(call: Call) {
  const people = [
    { username: 'sam.ortiz', password: 'a long passphrase for sam' },
    { username: 'riya.shah', password: 'a long passphrase for riya' },
  ];
  const ids: number[] = [];
  for (const person of people) ids.push((await call<Json>('post', '/admin/users', { body: person })).id as number);
  await call('get', '/auth/policy');
  await call('put', '/auth/policy', { body: { requireTwoFactor: true } });
  const withApp = await call<{ enrolmentToken: string }>('post', '/auth/login', { body: people[0] });
  const enrolment = await call<Json>('post', '/auth/login/enrol/totp', { body: { enrolmentToken: withApp.enrolmentToken } });
  const code = new TOTP({ secret: enrolment.secret as string }).generate();
  await call('post', '/auth/login/enrol/totp/confirm', { body: { enrolmentToken: withApp.enrolmentToken, code } });
  const withPasskey = await call<{ enrolmentToken: string }>('post', '/auth/login', { body: people[1] });
  const options = await call<{ challenge: string; user: { id: string } }>('post', '/auth/login/enrol/passkey/options', {
    body: { enrolmentToken: withPasskey.enrolmentToken },
  });
  const response = new SoftwareAuthenticator(IN_PROCESS_BASE_URL).register(options);
  await call('post', '/auth/login/enrol/passkey', { body: { enrolmentToken: withPasskey.enrolmentToken, name: 'Phone', response } });
  await call('put', '/auth/policy', { body: { requireTwoFactor: false } });
  for (const id of ids) await call('delete', '/admin/users/{id}', { params: { id } });
}

/** The upload is multipart (no JSON example); its answer and the library's reads are recorded. */
async function media(call: Call, app: InProcessApp) {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'office-lobby.png');
  const res = await fetch(`${app.base}/api/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${app.token}` }, body: form });
  const answer = (await res.json()) as Json;
  if (!res.ok) throw new Error(`upload: ${res.status} ${JSON.stringify(answer)}`);
  examples['post /admin/media'] = { status: String(res.status), response: answer };
  const id = { id: (answer.data as Json).id as number };
  await call('get', '/admin/media');
  await call('get', '/admin/media/{id}', { params: id });
  await call('get', '/admin/media/{id}/usage', { params: id });
  await call('patch', '/admin/media/{id}', { params: id, body: { alt: 'The reception of our London office' } });
  const replacement = new FormData();
  replacement.append('file', new Blob([png], { type: 'image/png' }), 'office-lobby-2026.png');
  const replaced = await fetch(`${app.base}/api/admin/media/${id.id}/file`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${app.token}` },
    body: replacement,
  });
  if (!replaced.ok) throw new Error(`replace: ${replaced.status} ${await replaced.text()}`);
  examples['put /admin/media/{id}/file'] = { status: String(replaced.status), response: await replaced.json() };
  await call('delete', '/admin/media/{id}', { params: id });
}

const STAFF_PASSWORD = 'correct horse battery staple';
const EDITORIAL_SECTIONS = ['team', 'services', 'core-expertise', 'blog', 'featured-insights', 'careers', 'case-results'];

await withInProcessApp(
  { WEBHOOK_ALLOW_PRIVATE: 'true' },
  async (app) => {
    const { call, useToken } = recorder(app);
    for (const section of EDITORIAL_SECTIONS) await editorialSection(call, section);
    await visitorsAndInboxes(call);
    await siteWide(call, app);
    await webhooks(call, app);
    await accessAndIntegrations(call, useToken, STAFF_PASSWORD);
  },
  { seed: true, user: { username: 'admin', password: STAFF_PASSWORD } },
);

writeFileSync(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`${Object.keys(examples).length} operations recorded in ${EXAMPLES_FILE}`);

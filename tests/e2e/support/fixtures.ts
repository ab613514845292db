import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { test as siteTest } from './site';

/**
 * Every console error and uncaught page error of a test, checked when it ends: a hydration
 * mismatch, a failed request or a crash fails the test that caused it. A test that expects a
 * particular error (a 404 document, a simulated server failure) allows it by pattern.
 */
export type ConsoleGuard = {
  allow: (pattern: RegExp) => void;
  /** What has been reported so far, allowed or not. */
  messages: () => string[];
};

/** Content records a test creates through the admin API; deleted again when the test ends. */
export type AdminApi = {
  token: () => Promise<string>;
  /** The Authorization header for calls the helpers below do not cover. */
  headers: () => Promise<Record<string, string>>;
  create: <T extends { id: number }>(section: string, body: Record<string, unknown>) => Promise<T>;
  update: <T>(section: string, id: number, body: Record<string, unknown>) => Promise<T>;
  list: <T>(path: string) => Promise<T[]>;
};

/**
 * A CSP refusal that the page's code catches (a feature probe such as `new Function`) prints
 * nothing to the console; the browser still reports it, so it is turned into a console error.
 */
export const reportCspViolations = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });

type Fixtures = {
  /** Stores cookie consent before any page loads, so the notice never covers the page; cookie tests turn it off. */
  acceptCookies: boolean;
  consoleGuard: ConsoleGuard;
  admin: AdminApi;
};

export const test = siteTest.extend<Fixtures>({
  acceptCookies: [true, { option: true }],

  page: async ({ page, acceptCookies }, use) => {
    await reportCspViolations(page);
    if (acceptCookies) {
      await page.addInitScript(() => {
        // A sandboxed frame (an e-mail's HTML in Mail Outbox) has an opaque origin and no storage.
        if (window.origin === 'null') return;
        if (!window.localStorage.getItem('cookieConsent')) window.localStorage.setItem('cookieConsent', 'accepted');
      });
    }
    await use(page);
  },

  consoleGuard: [
    async ({ page }, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // React reports hydration trouble as errors; the development build also warns about it.
        if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|did not match/i.test(text))) {
          messages.push(`console.${message.type()}: ${text} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern), messages: () => [...messages] });
      const unexpected = messages.filter((message) => !allowed.some((pattern) => pattern.test(message)));
      expect(unexpected, 'console errors, page errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],

  admin: async ({ request }, use) => {
    let token: string | undefined;
    const created: { section: string; id: number }[] = [];
    const getToken = async () => {
      if (!token) {
        const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
        expect(response.ok(), 'admin login').toBe(true);
        token = (await response.json()).data.token as string;
      }
      return token;
    };
    const headers = async () => ({ authorization: `Bearer ${await getToken()}` });
    const api: AdminApi = {
      token: getToken,
      headers,
      async create(section, body) {
        const response = await request.post(`/api/admin/${section}`, { data: body, headers: await headers() });
        expect(response.ok(), `create ${section}: ${await response.text()}`).toBe(true);
        const data = (await response.json()).data;
        created.push({ section, id: data.id });
        return data;
      },
      async update(section, id, body) {
        const response = await request.put(`/api/admin/${section}/${id}`, { data: body, headers: await headers() });
        expect(response.ok(), `update ${section}/${id}: ${await response.text()}`).toBe(true);
        return (await response.json()).data;
      },
      async list(path) {
        const response = await request.get(`/api/admin/${path}`, { headers: await headers() });
        expect(response.ok(), `list ${path}`).toBe(true);
        return (await response.json()).data;
      },
    };
    await use(api);
    for (const record of created.reverse()) {
      await request.delete(`/api/admin/${record.section}/${record.id}`, { headers: await headers() });
    }
    if (token) await request.post('/api/auth/logout', { headers: await headers() });
  },
});

export { expect };

/** A public list endpoint's data (`/api/services` → the services), unwrapping the envelope when there is one. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`);
  expect(response.ok(), `GET /api/${path}`).toBe(true);
  const body = await response.json();
  return (body && typeof body === 'object' && 'data' in body ? body.data : body) as T;
}

/**
 * Waits until the page script has run: the islands that wake with the page are live and the others
 * listen for the visitor (client/islands/wake-islands.ts marks <html> then), and the effects that
 * follow have had a chance to run, so clicks and scrolls reach live handlers.
 */
export async function waitForIslands(page: Page) {
  await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
}

/** Loads a public page and waits for its script (see waitForIslands); returns the document response. */
export async function open(page: Page, path: string) {
  // The page script, not the load event, is what matters; images may still be arriving.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForIslands(page);
  return response;
}

/** Jumps (no smooth scrolling) to a vertical position. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { intervals: [20, 50, 100] }).toBe(y);
}

/** Scrolls so that the top of the element with `id` sits `offset` px below the top of the viewport. */
export async function scrollSectionTo(page: Page, id: string, offset: number) {
  const y = await page.evaluate(
    ([sectionId, gap]) => {
      const element = document.getElementById(sectionId as string);
      if (!element) throw new Error(`no #${sectionId}`);
      return Math.round(element.getBoundingClientRect().top + window.scrollY - (gap as number));
    },
    [id, offset] as const,
  );
  await scrollToY(page, y);
}

/** Where the top of the element with `id` currently is, relative to the viewport. */
export const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN), id);

/** Waits for a smooth scroll to settle with the section `offset` px (the spec's 80) below the top. */
export async function expectSectionAt(page: Page, id: string, offset = 80) {
  await expect
    .poll(
      async () => {
        const top = await sectionTop(page, id);
        return Math.abs(top - offset) <= 2 ? offset : top;
      },
      { message: `top of #${id} after scrolling`, intervals: [50, 100, 200] },
    )
    .toBe(offset);
}

export const localItem = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
export const sessionItem = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);

/** A short unique marker for records a test creates, so it never matches seed content or another run. */
export const uniqueTag = (prefix = 'e2e') => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

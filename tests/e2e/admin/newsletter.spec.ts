import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { NEWSLETTER_CONSENT, NEWSLETTER_MESSAGES } from '../../../src/modules/newsletter/newsletter.constants';
import { expect, test } from '../support/fixtures';
import { adminHeaders, openSection, useAdminToken } from './admin-session';

// Whole flows through the dashboard and the public site: generous time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const THANKS = NEWSLETTER_MESSAGES.subscribed;

async function signUp(page: Page, email: string) {
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  // The sign-up queues its confirmation e-mail in the same transaction: allow a busy machine its time.
  await expect(footer.getByText(THANKS)).toBeVisible({ timeout: 15_000 });
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expect(page.getByText('Almost done', { exact: true })).toBeVisible();
}

/** The confirmation link, read from the e-mail in the local outbox (no SMTP server here). */
async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  const headers = await adminHeaders(request);
  const outbox = (await (await request.get('/api/admin/mail/outbox', { headers })).json()) as { data: { id: number; to: string }[] };
  const message = outbox.data.find((m) => m.to === email);
  if (!message) throw new Error(`no confirmation for ${email}`);
  const { data } = (await (await request.get(`/api/admin/mail/outbox/${message.id}`, { headers })).json()) as { data: { text: string } };
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(data.text)?.[0];
  if (!link) throw new Error('no link in the e-mail');
  // BASE_URL names the public site; the test server answers it here.
  return new URL(link).pathname + new URL(link).search;
}

test('a footer sign-up (twice) is pending once in the admin list until its e-mailed link confirms it; it exports and can be removed', async ({
  page,
  request,
}) => {
  const email = `reader-${Date.now().toString(36)}@example.com`;
  await signUp(page, email);
  // Signing up again with the same address gets the same answer, not a refusal.
  await signUp(page, email.toUpperCase());

  await useAdminToken(page, request);
  await openSection(page, 'newsletter', 'Newsletter');
  const rows = page.getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByText('Awaiting confirmation')).toBeVisible();
  await expect(page.getByTestId('subscriber-count')).toContainText('awaiting confirmation');

  await page.goto(await confirmationLink(request, email));
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await openSection(page, 'newsletter', 'Newsletter');
  await expect(rows.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(rows.getByText('On /', { exact: true })).toBeVisible();
  await expect(rows.getByText(NEWSLETTER_CONSENT)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toBe('Email,Status,Signed up,Confirmed,Consent wording,Source page');
  expect(csv).toContain(`${email},confirmed,`);

  await page.getByRole('button', { name: `Remove “${email}”` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Subscriber removed', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(0);
});

import { test } from '../support/fixtures';
import { adminHeaders, drawer, expect, openSection, saveDrawer, slowAdminTests, unique, useAdminToken } from './admin-session';

slowAdminTests();

test('an issue is written, previewed at phone and desktop width, tested, and sent to the subscribers', async ({ page, request, consoleGuard }) => {
  // The e-mail's HTML is shown in a sandboxed frame that runs none of its scripts, which Chromium reports.
  consoleGuard.allow(/Blocked script execution in 'about:srcdoc'/);
  const subject = unique('November briefing');
  await useAdminToken(page, request);
  await openSection(page, 'newsletter-issues', 'Newsletter Issues');
  await page.getByRole('button', { name: 'New issue' }).click();
  await drawer(page).getByRole('textbox', { name: 'Subject' }).fill(subject);
  await drawer(page).getByRole('textbox', { name: 'Preheader' }).fill('Three things we learned this month.');
  await drawer(page).getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Delivery confidence is a habit, not a gate.');
  await saveDrawer(page, 'Issue created');

  await page.getByRole('button', { name: `Edit “${subject}”` }).click();
  const sending = drawer(page).getByRole('region', { name: 'Sending' });
  await sending.getByRole('button', { name: 'Preview the e-mail' }).click();
  await expect(page.frameLocator('iframe[title="The e-mail at phone width"]').getByText('Delivery confidence is a habit, not a gate.')).toBeVisible();
  await sending.getByText('Desktop', { exact: true }).click();
  await expect(page.frameLocator('iframe[title="The e-mail at desktop width"]').getByText('Delivery confidence is a habit, not a gate.')).toBeVisible();

  await sending.getByRole('textbox', { name: 'Send a test to' }).fill('editor@example.com');
  const [tested] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('admin.newsletter.issues.sendTest')),
    sending.getByRole('button', { name: 'Send test' }).click(),
  ]);
  expect(tested.ok()).toBe(true);
  // Toasts show one after another: the ones before it may still be up.
  await expect(page.getByText('Test sent', { exact: true })).toBeVisible({ timeout: 30_000 });

  await sending.getByRole('button', { name: 'Send to all subscribers' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Sending started', { exact: true })).toBeVisible();
  // The queue mails every confirmed subscriber; the totals follow until all are sent.
  await expect(sending.getByText('sent', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(sending).toContainText(/(\d+) of \1 sent, 0 queued, 0 failed/);
});

test('an issue made from a blog post takes its title and text, and links to the post', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/Blocked script execution in 'about:srcdoc'/);
  const title = unique('Why operating models drift');
  const created = await request.post('/api/admin/blog', {
    headers: await adminHeaders(request),
    data: { title, excerpt: 'Five signs, and what to do first.', content: '<p>Drift starts where decisions stop being written down.</p>', isPublished: true },
  });
  expect(created.status()).toBe(201);
  await useAdminToken(page, request);
  await openSection(page, 'newsletter-issues', 'Newsletter Issues');
  await page.getByRole('button', { name: 'New issue' }).click();
  const form = drawer(page);
  await form.getByRole('combobox', { name: 'Send this blog post' }).click();
  await page.getByRole('option', { name: title }).click();
  await expect(form.getByRole('combobox', { name: 'Send this blog post' })).toContainText(title);
  await saveDrawer(page, 'Issue created');

  // Left blank, the subject is the post's title; the e-mail holds its text and a link to it.
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  await expect(form.getByRole('combobox', { name: 'Send this blog post' })).toContainText(title);
  await form.getByRole('region', { name: 'Sending' }).getByRole('button', { name: 'Preview the e-mail' }).click();
  const email = page.frameLocator('iframe[title="The e-mail at phone width"]');
  await expect(email.getByText('Drift starts where decisions stop being written down.')).toBeVisible();
  await expect(email.getByRole('link', { name: 'Read it on our website' })).toHaveAttribute('href', /\/blog\/why-operating-models-drift/);
});

test('with the archive switched on in Settings, a sent issue has its page on the site', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const subject = unique('Field notes');
  const created = await request.post('/api/admin/newsletter/issues', { headers, data: { subject, body: '<p>Decisions need owners, not meetings.</p>' } });
  const sent = await request.post(`/api/admin/newsletter/issues/${(await created.json()).data.id}/send`, { headers, data: {} });
  expect(sent.ok()).toBe(true);
  await useAdminToken(page, request);
  try {
    await openSection(page, 'settings', 'Settings');
    await page.getByRole('tab', { name: 'Newsletter' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Newsletter' });
    await panel.getByText('Show past issues on the site').click();
    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Settings published', { exact: true })).toBeVisible();

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Read past issues of the newsletter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Past Issues' })).toBeVisible();
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('Decisions need owners, not meetings.')).toBeVisible();
  } finally {
    // Other tests on this server expect the default: no archive.
    await request.put('/api/admin/settings', { headers, data: { newsletter: { showArchive: false } } });
  }
});

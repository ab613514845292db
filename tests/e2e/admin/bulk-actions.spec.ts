import { expect, test } from '../support/fixtures';
import { openSection, slowAdminTests, unique, useAdminToken } from './admin-session';

slowAdminTests();

test('bulk actions: tick a page, take every matching message, mark them read in one go, then delete two', async ({ page, request, admin }) => {
  // 27 messages sharing a word no other row has: a full page of 25 and two more on the second.
  const tag = unique('Bulkmark').replace(/\s+/g, '');
  for (let n = 1; n <= 27; n += 1) {
    const response = await request.post('/api/contact', {
      data: { name: 'Casey Client', email: 'casey@example.com', subject: `${tag} ${String(n).padStart(2, '0')}`, message: 'Please call me back about this.' },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  await useAdminToken(page, request);
  await openSection(page, 'contacts', 'Contact Messages');
  await page.getByRole('searchbox', { name: 'Search names, e-mails, companies and text' }).fill(tag);
  await expect(page.getByTestId('list-count')).toHaveText('27 messages match');
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(25);
  await expect(rows.getByText('Unread', { exact: true })).toHaveCount(25);

  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(bar.getByTestId('selected-count')).toHaveText('25 messages selected');
  await bar.getByRole('button', { name: 'Select all 27 messages' }).click();
  await expect(bar.getByTestId('selected-count')).toHaveText('All 27 messages selected');

  await bar.getByRole('button', { name: 'Mark read' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Mark 27 messages as read?');
  await question.getByRole('button', { name: 'Mark read' }).click();
  await expect(page.getByText('27 messages marked read', { exact: true })).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(rows.getByText('Unread', { exact: true })).toHaveCount(0);
  // The second page was marked too: it was never shown, only matched.
  await page.getByLabel('Read', { exact: true }).selectOption({ label: 'Unread only' });
  await expect(page.getByText(`No messages match “${tag}”`, { exact: false })).toBeVisible();
  await page.getByLabel('Read', { exact: true }).selectOption({ label: 'Read and unread' });

  // Two ticked by hand, one confirmation, gone together.
  await page.getByRole('checkbox', { name: `Select “${tag} 27” from Casey Client` }).check();
  await page.getByRole('checkbox', { name: `Select “${tag} 26” from Casey Client` }).check();
  await expect(bar.getByTestId('selected-count')).toHaveText('2 messages selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await expect(question).toContainText('Delete 2 messages for good?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 messages deleted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('list-count')).toHaveText('25 messages match');
  await expect(rows.filter({ hasText: `${tag} 27` })).toHaveCount(0);

  // The log says what happened, in one entry per action.
  const log = await request.get('/api/admin/activity?action=bulk&section=contacts', { headers: await admin.headers() });
  const summaries = ((await log.json()) as { data: { summary: string }[] }).data.map((entry) => entry.summary);
  expect(summaries).toEqual(expect.arrayContaining(['Bulk mark-read on contacts: 27 changed', 'Bulk delete on contacts: 2 changed']));
});

import { expect, test } from '../support/fixtures';
import { slowAdminTests, unique, useAdminToken } from './admin-session';

slowAdminTests();

test('the dashboard opens on an overview whose figures link to their filtered lists', async ({ page, request }) => {
  const subject = unique('Overview question');
  const sent = await request.post('/api/contact', {
    data: { name: 'Olive Overview', email: 'olive@example.com', subject, message: 'Please call me back about this.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await useAdminToken(page, request);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  const newest = page.getByRole('region', { name: 'Newest unread messages' });
  await expect(newest.getByText(subject)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity' }).getByText('Signed in', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: /^[\d,]+\+? unread messages$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Messages' })).toBeVisible();
  await expect(page).toHaveURL(/#contacts\?isRead=false$/);
  await expect(page.getByLabel('Read', { exact: true })).toHaveValue('false');
  await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();
});

import { expect, test } from '../support/fixtures';
import { openSection, slowAdminTests, unique, useAdminToken } from './admin-session';

slowAdminTests();

test('a long list: search it, page through it, sort it, and a link reopens the same view', async ({ page, request, admin }) => {
  // 30 members whose names share a word no other row has: one full page of 25 and a second of 5.
  const family = unique('Pagewalker').replace(/\s+/g, '');
  for (let n = 1; n <= 30; n += 1) {
    await admin.create('team', { name: `${family} ${String(n).padStart(2, '0')}`, title: 'Consultant', bio: 'Listed to try paging.', order: 1000 + n });
  }

  await useAdminToken(page, request);
  await openSection(page, 'team', 'Team Members');
  await page.getByRole('searchbox', { name: 'Search team members' }).fill(family.toUpperCase());
  await expect(page.getByTestId('list-count')).toHaveText('30 team members match');
  await expect(page).toHaveURL(new RegExp(`#team\\?q=${family}`, 'i'));
  const rows = page.getByRole('row').filter({ hasText: family });
  await expect(rows).toHaveCount(25);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText(`${family} 26`);

  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText(`${family} 30`);

  // The view is in the address: opening it again shows the same search, sort and page.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(rows.first()).toContainText(`${family} 05`);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search team members' })).toHaveValue(new RegExp(family, 'i'));
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows.first()).toContainText(`${family} 05`);

  await page.getByRole('searchbox', { name: 'Search team members' }).fill(`${family} nobody`);
  await expect(page.getByText(`No team members match “${family} nobody”`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search team members' })).toHaveValue('');
});

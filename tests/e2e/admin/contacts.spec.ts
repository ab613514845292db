import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { ContactMessageDto, InquiryType } from '../../../src/modules/contact/contact.schema';
import { expect, test } from '../support/fixtures';
import { openSection, unique, useAdminToken } from './admin-session';

// Whole flows through the dashboard and the public site: generous time on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function send(request: APIRequestContext, subject: string, inquiryType: InquiryType) {
  const response = await request.post('/api/contact', {
    data: {
      name: 'Casey Client',
      email: 'casey@example.com',
      phone: '',
      company: 'Example Ltd',
      subject,
      message: `About ${subject}: please call me back.`,
      inquiryType,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('contact messages: unread count, read and unread, filter, CSV and delete', async ({ page, request, admin }) => {
  const partnership = unique('Partnership idea');
  const support = unique('Support question');
  await send(request, partnership, 'partnership');
  await send(request, support, 'support');
  const unreadNow = async () =>
    (await (await request.get('/api/admin/contacts/unread-count', { headers: await admin.headers() })).json()).data.unread as number;

  try {
    await useAdminToken(page, request);
    await openSection(page, 'contacts', 'Contact Messages');
    const badge = page.getByTestId('unread-count');
    const unread = await unreadNow();
    await expect(badge).toHaveText(`${unread} unread`);

    const row = page.getByRole('row').filter({ hasText: partnership });
    await expect(row.getByText(partnership)).toHaveCSS('font-weight', '700');
    await expect(row).toContainText('Partnership Opportunities');

    // Opening a message marks it read.
    await row.getByRole('button', { name: `Open “${partnership}”` }).click();
    const detail = page.getByRole('dialog', { name: partnership });
    await expect(detail.getByText(`About ${partnership}: please call me back.`)).toBeVisible();
    await expect(detail.getByRole('link', { name: 'casey@example.com' })).toHaveAttribute('href', 'mailto:casey@example.com');
    await expect(badge).toHaveText(`${unread - 1} unread`);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText(partnership)).toHaveCSS('font-weight', '400');

    await row.getByRole('button', { name: `Mark “${partnership}” as unread` }).click();
    await expect(page.getByText('Marked as unread', { exact: true })).toBeVisible();
    await expect(badge).toHaveText(`${unread} unread`);
    await expect(row.getByText(partnership)).toHaveCSS('font-weight', '700');

    await page.getByLabel('Inquiry type').selectOption({ label: 'Partnership Opportunities' });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: support })).toHaveCount(0);
    await page.getByLabel('Inquiry type').selectOption({ label: 'All inquiry types' });
    await expect(page.getByRole('row').filter({ hasText: support })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain(partnership);
    expect(csv).toContain('Partnership Opportunities');

    await row.getByRole('button', { name: `Delete “${partnership}”` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Message deleted', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(badge).toHaveText(`${unread - 1} unread`);
  } finally {
    for (const message of await admin.list<ContactMessageDto>('contacts')) {
      if (message.subject === partnership || message.subject === support) {
        await request.delete(`/api/admin/contacts/${message.id}`, { headers: await admin.headers() });
      }
    }
  }
});

import { test } from '../support/fixtures';
import { adminHeaders, drawer, expect, openSection, slowAdminTests, unique, useAdminToken } from './admin-session';

slowAdminTests();

test('a webhook’s form lists its deliveries with the receiver’s last answer, and one can be sent again', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  // A documentation address (TEST-NET-3) nothing answers on: every delivery fails, and says why.
  const url = `https://203.0.113.10/${unique('hooks').replace(/\s+/g, '-')}`;
  const created = await request.post('/api/admin/webhooks', { headers, data: { url, description: 'Deliveries test', events: ['contact.created'] } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  try {
    const sent = await request.post('/api/contact', {
      data: { name: 'Wendy Webhook', email: 'wendy@example.com', subject: unique('Webhook question'), message: 'Please tell the CRM about this.' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await useAdminToken(page, request);
    await openSection(page, 'webhooks', 'Webhooks');
    await page.getByRole('button', { name: `Edit “${url}”` }).click();
    const deliveries = drawer(page).getByRole('region', { name: 'Recent deliveries' });
    // The first attempt runs on the job queue: the list shows it once it has an answer.
    await expect(async () => {
      await drawer(page).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: `Edit “${url}”` }).click();
      await expect(
        deliveries
          .getByRole('row')
          .filter({ hasText: 'contact.created' })
          .filter({ hasText: /1 attempt/ }),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await deliveries
      .getByRole('button', { name: /^Replay the contact\.created delivery/ })
      .first()
      .click();
    await expect(page.getByText('Delivery queued again', { exact: true })).toBeVisible();
  } finally {
    await request.delete(`/api/admin/webhooks/${id}`, { headers });
  }
});

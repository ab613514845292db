import { test } from '../support/site';
import { expect, openSection, slowAdminTests, useAdminToken } from './admin-session';

slowAdminTests();

test('staff find everything held about an address, download it and erase it', async ({ page, request }) => {
  const email = `person.${Date.now().toString(36)}@example.org`;
  // What a visitor leaves: a contact message (and its staff alert) and a newsletter sign-up.
  const contact = await request.post('/api/contact', {
    data: { name: 'Grace Hopper', email, company: 'Navy Consulting', subject: 'Compiler audit', message: 'Please get in touch.', inquiryType: 'services' },
  });
  expect(contact.ok()).toBe(true);
  expect((await request.post('/api/newsletter', { data: { email } })).ok()).toBe(true);

  await useAdminToken(page, request);
  await openSection(page, 'personal-data', 'Personal Data');
  await page.getByLabel('E-mail address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('personal-data-contactMessages')).toContainText('Navy Consulting');
  await expect(page.getByTestId('personal-data-newsletterSubscriptions')).toContainText(email);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe('personal-data.csv');

  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByTestId('personal-data-total')).toHaveText(`Nothing is held about ${email.toUpperCase()}.`);
});

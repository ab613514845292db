import type { Page, Route } from '@playwright/test';
import type { ContactMessageDto } from '../../../src/modules/contact/contact.schema';
import { pageTitle, settingsOf } from '../support/expected';
import { expect, open, test, uniqueTag } from '../support/fixtures';

const isContactSend = (url: URL) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes('contact.send');
const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

const MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject is required',
  message: 'Message must be at least 10 characters',
};

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  return {
    form,
    name: form.getByLabel('Full Name'),
    email: form.getByLabel('Email'),
    phone: form.getByLabel('Phone'),
    company: form.getByLabel('Company'),
    inquiryType: form.getByLabel('Inquiry Type'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: 'Send Message' }),
  };
}

test.describe('contact page', () => {
  test('shows the form fields, the contact e-mail, London office, hours and the assistance box', async ({ page, request }) => {
    const settings = await settingsOf(request);
    await open(page, '/contact');
    await expect(page).toHaveTitle(pageTitle(settings, 'Contact Us'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const f = contactForm(page);
    // The labels people see; a bot trap, if the form has one, is hidden from them.
    const labels = f.form.locator('label:not([aria-hidden="true"] *)');
    await expect(labels).toHaveText([/^Full Name\s*\*$/, /^Email\s*\*$/, /^Phone$/, /^Company$/, /^Inquiry Type\s*\*$/, /^Subject\s*\*$/, /^Message\s*\*$/]);
    for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toHaveAttribute('required', '');
    for (const field of [f.phone, f.company]) await expect(field).not.toHaveAttribute('required', '');
    await expect(f.inquiryType.locator('option')).toHaveText([
      'General Inquiry',
      'Services Information',
      'Partnership Opportunities',
      'Careers Question',
      'Technical Support',
    ]);
    await expect(f.inquiryType).toHaveValue('general');
    await expect(f.send).toBeEnabled();

    await expect(page.getByRole('link', { name: settings.company.email }).first()).toHaveAttribute('href', `mailto:${settings.company.email}`);
    await expect(page.getByRole('heading', { name: 'London office' })).toBeVisible();
    await expect(page.locator('main').getByText(settings.company.address)).toBeVisible();
    await expect(page.getByText('Monday - Friday: 9am - 6pm GMT', { exact: true })).toBeVisible();
    const assistance = page.getByRole('complementary', { name: 'Need immediate assistance?' });
    await expect(assistance.getByRole('link', { name: settings.company.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  });

  test('shows every validation message and clears each as the field becomes valid', async ({ page }) => {
    await open(page, '/contact');
    const f = contactForm(page);
    await f.send.click();
    for (const message of Object.values(MESSAGES)) await expect(f.form.getByText(message, { exact: true })).toBeVisible();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(f.company).not.toHaveAttribute('aria-invalid', 'true');

    // The spec's minimums: name 2, subject 2, message 10 characters; the email must be valid.
    await f.name.fill('J');
    await expect(f.form.getByText(MESSAGES.name)).toBeVisible();
    await f.name.fill('Jo');
    await expect(f.form.getByText(MESSAGES.name)).toHaveCount(0);

    await f.email.fill('jo@');
    await expect(f.form.getByText(MESSAGES.email)).toBeVisible();
    await f.email.fill('jo@example.com');
    await expect(f.form.getByText(MESSAGES.email)).toHaveCount(0);

    await f.subject.fill('Q');
    await expect(f.form.getByText(MESSAGES.subject)).toBeVisible();
    await f.subject.fill('Qs');
    await expect(f.form.getByText(MESSAGES.subject)).toHaveCount(0);

    await f.message.fill('123456789');
    await expect(f.form.getByText(MESSAGES.message)).toBeVisible();
    await f.message.fill('1234567890');
    await expect(f.form.getByText(MESSAGES.message)).toHaveCount(0);

    // Whitespace does not count towards the minimums.
    await f.name.fill('  J  ');
    await expect(f.form.getByText(MESSAGES.name)).toBeVisible();
  });

  test('sends a message end to end: Sending..., the Message sent toast, a reset form, and the message in the inbox', async ({ page, admin }) => {
    const subject = `Programme review ${uniqueTag()}`;
    const sent = {
      name: 'Margaret Hamilton',
      email: 'margaret@example.org',
      phone: '+44 20 7946 0999',
      company: 'Apollo Retail Ltd',
      inquiryType: 'partnership',
      subject,
      message: 'We would like to discuss a joint bid for a public-sector framework.',
    };
    await open(page, '/contact');
    const f = contactForm(page);
    await f.name.fill(sent.name);
    await f.email.fill(sent.email);
    await f.phone.fill(sent.phone);
    await f.company.fill(sent.company);
    await f.inquiryType.selectOption('partnership');
    await f.subject.fill(sent.subject);
    await f.message.fill(sent.message);

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isContactSend, async (route: Route) => {
      await released;
      await route.continue();
    });
    await f.send.click();
    const sending = f.form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(toast(page)).toContainText('Message sent');
    await expect(toast(page)).toContainText("Thank you for your message. We'll get back to you shortly.");
    for (const field of [f.name, f.email, f.phone, f.company, f.subject, f.message]) await expect(field).toHaveValue('');
    await expect(f.inquiryType).toHaveValue('general');
    await expect(f.send).toBeEnabled();

    const inbox = await admin.list<ContactMessageDto>('contacts');
    expect(inbox.filter((message) => message.subject === subject)).toEqual([expect.objectContaining(sent)]);
  });

  test('a failed send shows the Error toast and keeps what was typed', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
    await open(page, '/contact');
    const f = contactForm(page);
    await f.name.fill('Alan Turing');
    await f.email.fill('alan@example.com');
    await f.subject.fill('Codebreaking');
    await f.message.fill('A message that will not arrive this time.');
    await page.route(isContactSend, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify([{ error: { message: 'Boom', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }]) }),
    );
    await f.send.click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('There was a problem sending your message. Please try again.');
    await expect(f.name).toHaveValue('Alan Turing');
    await expect(f.message).toHaveValue('A message that will not arrive this time.');
    await expect(f.send).toBeEnabled();
  });

  test('an answer without success: true is treated as a failure', async ({ page }) => {
    await open(page, '/contact');
    const f = contactForm(page);
    await f.name.fill('Alan Turing');
    await f.email.fill('alan@example.com');
    await f.subject.fill('Codebreaking');
    await f.message.fill('The server says no, politely this time.');
    await page.route(isContactSend, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([{ result: { data: { success: false, data: null, message: 'Not stored' } } }]) }),
    );
    await f.send.click();
    await expect(toast(page)).toContainText('There was a problem sending your message. Please try again.');
    await expect(f.subject).toHaveValue('Codebreaking');
  });
});

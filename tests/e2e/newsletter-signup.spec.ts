import { expect, test } from './support/fixtures';

test.describe('newsletter sign-up in the footer', () => {
  test('is part of the server-rendered page', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('aria-label="Newsletter sign-up"');
    expect(html).toContain('Email address');
    expect(html).toContain('Subscribe');
  });

  test('an invalid address shows the message under the field and sends nothing', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    const email = footer.getByLabel('Email address');
    let sent = false;
    page.on('request', (req) => {
      if (req.url().includes('newsletter.subscribe')) sent = true;
    });

    await email.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // The message goes as soon as the address is corrected.
    await email.fill('reader@example.com');
    await expect(footer.getByText('Please enter a valid email address')).toBeHidden();
    expect(sent).toBe(false);
  });
});

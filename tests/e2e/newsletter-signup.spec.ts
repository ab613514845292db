import { expect, open, test } from './support/fixtures';

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

  test('an address typed and sent before the form is live is kept, and sent once it is', async ({ page }) => {
    // The form hydrates on first use (docs/decisions/005): hold its code back to act before that.
    let release = () => {};
    const codeHeld = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/newsletter-signup-[^/]+\.js$/, async (route) => {
      requested = true;
      await codeHeld;
      await route.continue();
    });
    const subscriptions: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('newsletter.subscribe')) subscriptions.push(req.postData() ?? '');
    });

    await open(page, '/about');
    expect(requested, 'nothing loads the form before it is used').toBe(false);
    const footer = page.locator('footer');
    const address = `early-${Date.now()}@example.com`;
    await footer.getByLabel('Email address').fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // The route handler hears of the request over the browser's protocol: wait for it, do not race it.
    await expect.poll(() => requested, { message: 'focusing the field asked for the form' }).toBe(true);
    await expect(page, 'no plain form submission').toHaveURL('/about');
    await expect(footer.getByLabel('Email address')).toHaveValue(address);
    expect(subscriptions).toHaveLength(0);

    release();
    await expect(page.getByText('Almost done', { exact: true })).toBeVisible();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toContain(address);
  });
});

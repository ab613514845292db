import type { Locator, Page } from '@playwright/test';
import {
  ADMIN_LOGIN,
  expectNoSeriousViolations,
  focusIndicator,
  storeTheme,
  THEMES,
  type FocusIndicator,
} from '../support/accessibility';
import { expect, open, scrollToY, test } from '../support/fixtures';
import { demoIds, PUBLIC_ROUTES } from '../support/public-routes';

/** Reveal-on-scroll and transitions are skipped under reduced motion, so axe sees every element in its final state. */
async function openSettled(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return open(page, path);
}

async function openAdminLogin(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(ADMIN_LOGIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
}

// Each test opens its own page on content nobody changes: they spread over the workers instead of queuing on one.
// Two axe runs over the longest pages (home, blog) took past 30 s on a loaded two-core CI machine.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

test.describe('axe: no serious or critical violations', () => {
  test.use({ acceptCookies: false });

  for (const theme of THEMES) {
    for (const route of PUBLIC_ROUTES) {
      test(`${route.name} page, ${theme} theme: with the cookie notice at the top, then scrolled`, async ({ page, request, consoleGuard }) => {
        if (route.notFound) consoleGuard.allow(/status of 404/);
        await storeTheme(page, theme);
        await openSettled(page, route.path(await demoIds(request)));
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));

        const notice = page.getByRole('region', { name: 'Cookie notice' });
        await expect(notice).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-scrolled', 'false');
        await expectNoSeriousViolations(page, 'at the top with the cookie notice');

        await notice.getByRole('button', { name: 'Accept All' }).click();
        await expect(notice).toBeHidden();
        // The pointer would otherwise rest on whatever scrolls under it, checking a hover state by chance.
        await page.mouse.move(0, 0);
        // Past the header switch (20px), the home page's dot navigator (200px) and progress bars (100px).
        await scrollToY(page, await page.evaluate(() => Math.min(400, document.documentElement.scrollHeight - window.innerHeight)));
        await expect(page.locator('html')).toHaveAttribute('data-scrolled', 'true');
        await expectNoSeriousViolations(page, 'scrolled, with the light header');
      });
    }

    test(`admin login, ${theme} theme: empty, then with the validation messages`, async ({ page }) => {
      await storeTheme(page, theme);
      await openAdminLogin(page);
      await expectNoSeriousViolations(page, 'empty form');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Username must be at least 2 characters.')).toBeVisible();
      await expectNoSeriousViolations(page, 'with validation messages');
    });
  }
});

test.describe('reduced motion', () => {
  test('blocks below the fold are shown at once, without the reveal animation, when the visitor asks for less motion', async ({ page }) => {
    await openSettled(page, '/');
    const blocks = page.locator('#approach [data-reveal]');
    await expect(blocks.first()).toBeAttached();
    for (const block of await blocks.all()) {
      await expect(block).toHaveAttribute('data-reveal', 'static');
      await expect(block).toHaveCSS('opacity', '1');
    }
  });
});

test.describe('skip to content', () => {
  async function expectSkipLinkWorks(page: Page) {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip, 'the first Tab stop').toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    // Nothing (the fixed header) covers it.
    expect(
      await skip.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.querySelector('main')?.contains(document.activeElement)), 'the next Tab stop is in the main content').toBe(true);
  }

  for (const route of PUBLIC_ROUTES) {
    test(`is the first Tab stop on the ${route.name} page, shows when focused and moves focus to the main content`, async ({ page, request, consoleGuard }) => {
      if (route.notFound) consoleGuard.allow(/status of 404/);
      await openSettled(page, route.path(await demoIds(request)));
      await expectSkipLinkWorks(page);
    });
  }

  test('is the first Tab stop on the admin login too', async ({ page }) => {
    await openAdminLogin(page);
    await expectSkipLinkWorks(page);
  });
});

test.describe('focus visible', () => {
  const TAB_STOPS = 30;

  /** Tabs through the page; every stop must show an outline (3:1 against its background) or a focus shadow. */
  async function expectEveryStopVisible(page: Page, stops: number) {
    const isClear = (stop: FocusIndicator) => stop.visible && (stop.contrast === null || stop.contrast >= 3);
    let seen = 0;
    for (let stop = 0; stop < stops; stop += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement === document.body)) break;
      seen += 1;
      // The focused styles may land a frame or two after the focus itself.
      await expect
        .poll(async () => {
          const indicator = await focusIndicator(page);
          return isClear(indicator) ? 'clear' : JSON.stringify(indicator);
        }, { message: `focus indicator of Tab stop ${stop + 1}` })
        .toBe('clear');
    }
    expect(seen).toBeGreaterThan(5);
  }

  for (const theme of THEMES) {
    for (const path of ['/', '/contact']) {
      test(`links, buttons and fields on ${path} show their keyboard focus, ${theme} theme`, async ({ page }) => {
        await storeTheme(page, theme);
        await openSettled(page, path);
        await expectEveryStopVisible(page, TAB_STOPS);
      });
    }

    test(`the career application form and the footer sign-up show their keyboard focus, ${theme} theme`, async ({ page, request }) => {
      await storeTheme(page, theme);
      await openSettled(page, `/careers/${(await demoIds(request)).positionId}`);
      await page.getByRole('form', { name: 'Job application' }).getByLabel('Full Name').focus();
      await expectEveryStopVisible(page, 12);
    });

    test(`the admin login shows its keyboard focus, ${theme} theme`, async ({ page }) => {
      await storeTheme(page, theme);
      await openAdminLogin(page);
      await expectEveryStopVisible(page, 6);
    });
  }
});

test.describe('form errors are tied to their fields', () => {
  /** A field by its label; a required field's label ends with a star that is hidden from assistive technology. */
  const fieldLabelled = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

  async function expectTiedErrors(page: Page, fields: [label: string, message: string][], scope: Locator) {
    for (const [label, message] of fields) {
      const field = fieldLabelled(scope, label);
      await expect(field, label).toHaveAttribute('aria-invalid', 'true');
      // A field with help text (the newsletter's consent wording) is described by it, then by the error.
      await expect(field, label).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const described = await page.evaluate(
        (ids) => ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? ''),
        describedBy,
      );
      expect(described, `${label}: aria-describedby points at the message`).toContain(message);
    }
  }

  test('contact form: every field is labelled; an invalid submit marks each field, describes it by its message and focuses the first', async ({ page }) => {
    await openSettled(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const label of ['Full Name', 'Email', 'Phone', 'Company', 'Inquiry Type', 'Subject', 'Message']) await expect(fieldLabelled(form, label), label).toHaveCount(1);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectTiedErrors(
      page,
      [
        ['Full Name', 'Name must be at least 2 characters'],
        ['Email', 'Please enter a valid email address'],
        ['Subject', 'Subject is required'],
        ['Message', 'Message must be at least 10 characters'],
      ],
      form,
    );
    await expect(fieldLabelled(form, 'Full Name')).toBeFocused();
    for (const label of ['Phone', 'Company']) await expect(fieldLabelled(form, label)).not.toHaveAttribute('aria-invalid', 'true');

    // Once corrected, the field is valid again and no longer described by the message.
    const name = fieldLabelled(form, 'Full Name');
    await name.fill('Grace Hopper');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('');
  });

  test('application form: labelled fields; an invalid submit marks name and email, describes them and focuses the first', async ({ page, request }) => {
    await openSettled(page, `/careers/${(await demoIds(request)).positionId}`);
    const form = page.getByRole('form', { name: 'Job application' });
    for (const label of ['Full Name', 'Email', 'Phone', 'Cover Note']) await expect(fieldLabelled(form, label), label).toHaveCount(1);
    await fieldLabelled(form, 'Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const nameMessage = (await form.locator('[data-part="error-text"]').first().textContent()) ?? '';
    expect(nameMessage).not.toBe('');
    await expectTiedErrors(
      page,
      [
        ['Full Name', nameMessage],
        ['Email', (await form.locator('[data-part="error-text"]').nth(1).textContent()) ?? ''],
      ],
      form,
    );
    await expect(fieldLabelled(form, 'Full Name')).toBeFocused();
  });

  test('newsletter sign-up: the address field is labelled, and an invalid address is marked and described', async ({ page }) => {
    await openSettled(page, '/about');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = fieldLabelled(form, 'Email address');
    await email.fill('nobody@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const message = (await form.locator('[data-part="error-text"]').textContent()) ?? '';
    expect(message).not.toBe('');
    await expectTiedErrors(page, [['Email address', message]], form);
    await expect(email).toBeFocused();
  });

  test('admin login: an invalid submit marks both fields, describes them and focuses the first', async ({ page }) => {
    await openAdminLogin(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectTiedErrors(
      page,
      [
        ['Username', 'Username must be at least 2 characters.'],
        ['Password', 'Password must be at least 4 characters.'],
      ],
      form,
    );
    await expect(fieldLabelled(form, 'Username')).toBeFocused();
  });
});

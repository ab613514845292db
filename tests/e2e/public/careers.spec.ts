import type { Page, Route } from '@playwright/test';
import type { JobApplicationDto } from '../../../src/modules/applications/application.schema';
import type { CareerPositionDto } from '../../../src/modules/careers/career-position.schema';
import { pageTitle, settingsOf } from '../support/expected';
import { apiGet, expect, open, scrollSectionTo, test, uniqueTag } from '../support/fixtures';

/** Holds back tRPC calls to `procedure` until released, so in-between states can be seen. */
async function holdTrpc(page: Page, procedure: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes(procedure),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

test.describe('careers page', () => {
  test('Join Our Team: open positions, Why Work With Us and Don\'t See the Right Fit?', async ({ page, request }) => {
    const settings = await settingsOf(request);
    const positions = (await apiGet<CareerPositionDto[]>(request, 'careers')).filter((position) => position.isActive);
    await open(page, '/careers');
    await expect(page).toHaveTitle(pageTitle(settings, 'Careers'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Team');
    await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeVisible();

    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(positions.map((position) => position.title));
    for (const [index, position] of positions.entries()) {
      const card = cards.nth(index);
      for (const value of [position.location, position.type, position.department]) if (value) await expect(card).toContainText(value);
      const description = card.getByText(position.description.slice(0, 60));
      await expect(description).toHaveCSS('-webkit-line-clamp', '3');
      await expect(card.getByRole('link', { name: `View Position: ${position.title}` })).toHaveAttribute('href', `/careers/${position.id}`);
    }

    const why = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Why Work With Us' }) });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(['Continuous Growth', 'Collaborative Culture', 'Competitive Benefits']);
    const fit = page.locator('section', { has: page.getByRole('heading', { level: 2, name: "Don't See the Right Fit?" }) });
    await fit.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('opens at the top even when arriving from a scrolled page', async ({ page }) => {
    await open(page, '/');
    await scrollSectionTo(page, 'careers', 200);
    await page.locator('#careers').getByRole('link', { name: 'View Open Positions' }).click();
    await expect(page).toHaveURL('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('career detail', () => {
  test('shows the position, its requirements, reasons to join and share buttons', async ({ page, request, admin }) => {
    const settings = await settingsOf(request);
    const tag = uniqueTag();
    const position = await admin.create<CareerPositionDto>('careers', {
      title: `Principal Consultant ${tag}`,
      location: 'Manchester, UK',
      type: 'Permanent',
      department: 'Advisory',
      description: 'Lead advisory engagements for public-sector clients.\nShape proposals and coach colleagues.',
      requirements: ['Ten years in consulting', 'Public-sector experience'],
    });
    const bare = await admin.create<CareerPositionDto>('careers', { title: `Associate ${tag}`, description: 'An associate role.' });

    await open(page, '/careers');
    // The page arrives with its data (docs/decisions/005): there is no loading state to see.
    await page.getByRole('link', { name: `View Position: ${position.title}` }).click();
    await expect(page).toHaveURL(`/careers/${position.id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(position.title);
    await expect(page).toHaveTitle(pageTitle(settings, position.title));
    const hero = page.locator('main > *').first();
    for (const value of ['Manchester, UK', 'Permanent', 'Advisory']) await expect(hero).toContainText(value);
    await expect(page.getByText(/Lead advisory engagements for public-sector clients\.\s+Shape proposals/)).toBeVisible();
    const requirements = page.locator('div', { has: page.getByRole('heading', { level: 2, name: 'Requirements' }) }).last();
    await expect(requirements.getByRole('listitem')).toHaveText(position.requirements);
    await expect(page.getByRole('heading', { level: 2, name: 'Apply for this Position' })).toBeVisible();
    const reasons = page.locator('div', { has: page.getByRole('heading', { name: `Four Reasons to Join ${settings.company.shortName}` }) }).last();
    await expect(reasons.getByRole('listitem')).toHaveCount(4);
    for (const name of ['Share on LinkedIn', 'Share on Twitter', 'Share by Email']) await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();

    await page.goto(`/careers/${bare.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bare.title);
    await expect(page.getByRole('heading', { name: 'Requirements' })).toHaveCount(0);
    await expect(page.getByText('Location:')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to All Openings' }).click();
    await expect(page).toHaveURL('/careers');
  });

  test('application form: validation, Submitting..., Application Submitted!, stored, and Apply for Another Position', async ({ page, admin }) => {
    const position = await admin.create<CareerPositionDto>('careers', { title: `Business Analyst ${uniqueTag()}`, description: 'Analyse things.' });
    await open(page, `/careers/${position.id}`);
    const form = page.getByRole('form', { name: 'Job application' });
    const submit = form.getByRole('button', { name: 'Submit Application' });
    const name = form.getByLabel('Full Name');
    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('type', 'email');

    await submit.click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('A');
    await email.fill('not-an-email');
    await submit.click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    const applicant = { name: `Ada Lovelace ${uniqueTag()}`, email: 'ada.lovelace@example.co.uk', message: 'I have led discovery for two building societies.' };
    await name.fill(applicant.name);
    await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
    await email.fill(applicant.email);
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
    await form.getByLabel('Cover Note').fill(applicant.message);

    const release = await holdTrpc(page, 'careers.applyToPosition');
    await submit.click();
    const busy = form.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(page.getByText('Thank you for your interest in this position. Our team will review your application and contact you soon.')).toBeVisible();
    await expect(toast(page)).toContainText('Application Submitted');
    await expect(toast(page)).toContainText("Thank you for your interest! We'll be in touch soon.");
    await expect(form).toHaveCount(0);

    const stored = await admin.list<JobApplicationDto>(`applications?positionId=${position.id}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...applicant, phone: '', positionId: position.id, positionTitle: position.title });

    await page.getByRole('button', { name: 'Apply for Another Position' }).click();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Cover Note')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  test('a failed application shows the Submission Failed toast and keeps the form filled', async ({ page, admin, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    const position = await admin.create<CareerPositionDto>('careers', { title: `Closing Role ${uniqueTag()}`, description: 'About to close.' });
    await open(page, `/careers/${position.id}`);
    // The position closes while the visitor is writing: the server refuses the application.
    await admin.update('careers', position.id, { isActive: false });
    const form = page.getByRole('form', { name: 'Job application' });
    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Phone').fill('+44 7700 900123');
    await form.getByRole('button', { name: 'Submit Application' }).click();

    await expect(toast(page)).toContainText('Submission Failed');
    await expect(toast(page)).toContainText('Position not found');
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toHaveCount(0);
    await expect(form.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(form.getByLabel('Phone')).toHaveValue('+44 7700 900123');
    await expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    expect(await admin.list(`applications?positionId=${position.id}`)).toHaveLength(0);
  });

  test('an unknown, invalid or closed position shows Position Not Found with HTTP 404', async ({ page, request, admin, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    const settings = await settingsOf(request);
    const closed = await admin.create<CareerPositionDto>('careers', { title: `Closed ${uniqueTag()}`, description: 'Filled.', isActive: false });
    // Invalid ids (/careers/xyz) are covered by the server-rendering spec.
    for (const path of ['/careers/987654', `/careers/${closed.id}`]) {
      const response = await open(page, path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Position Not Found');
      await expect(page.getByText("Sorry, the job position you're looking for doesn't exist or is no longer available.")).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(settings, 'Career Opportunity'));
    }
    await page.getByRole('link', { name: 'View All Openings' }).click();
    await expect(page).toHaveURL('/careers');
  });
});

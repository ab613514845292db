import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteSettings } from '../../../src/modules/settings/settings.schema';
import { test } from '../support/fixtures';
import { adminHeaders, expect, openSection, unique, useAdminToken } from './admin-session';

// A whole flow through the dashboard and the public site: generous time on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The settings the public site shows, as an API client reads them. */
async function liveSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/api/settings');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as SiteSettings;
}

/** The settings as their draft has them. */
async function draftedSettings(request: APIRequestContext, headers: Record<string, string>): Promise<SiteSettings> {
  const response = await request.get('/api/admin/settings/draft', { headers });
  return ((await response.json()) as { data: { settings: SiteSettings } }).data.settings;
}

/** Signed in, on Settings → Homepage: its form and the draft bar above the tabs. */
async function openHomepageSettings(page: Page, request: APIRequestContext) {
  await useAdminToken(page, request);
  await openSection(page, 'settings', 'Settings');
  // The bar shows once the draft has been read, after the tabs are mounted: a click before could go unheard.
  const bar = page.getByRole('region', { name: 'Settings draft' });
  await expect(bar).toBeVisible();
  const tab = page.getByRole('tab', { name: 'Homepage' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return { panel: page.getByRole('tabpanel', { name: 'Homepage' }), bar };
}

test('a brand setting is drafted, stays off the site until published, and an older revision is restored and published', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const before = (await liveSettings(request)).homepage;
  const original = unique('Ideas engineered');
  const drafted = unique('Change, drafted');
  // The revision to come back to: a live change, recorded in the settings' history.
  expect((await request.put('/api/admin/settings', { headers, data: { homepage: { headline: original } } })).ok()).toBe(true);
  const site = await page.context().newPage();
  try {
    const { panel, bar } = await openHomepageSettings(page, request);
    const headline = panel.getByLabel('Headline', { exact: true });
    await expect(headline).toHaveValue(original);

    await headline.fill(drafted);
    await panel.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    await expect(bar.getByText('Unpublished changes')).toBeVisible();
    // Styled as an alert, the bar is a few lines tall (unstyled, its icon filled the width and pushed the form off screen).
    expect((await bar.boundingBox())?.height).toBeLessThan(300);
    await site.goto('/');
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(original);

    await bar.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Settings published', { exact: true })).toBeVisible();
    await expect(bar.getByText('Unpublished changes')).toBeHidden();
    await site.reload();
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(drafted);

    await bar.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history
      .getByRole('row')
      .filter({ hasText: 'Changed live' })
      .first()
      .getByRole('button', { name: /^Compare/ })
      .click();
    const differences = history.getByLabel('Differences from the form');
    await expect(differences).toContainText('homepage.headline');
    await expect(differences.locator('ins')).toContainText([drafted.split(' ').at(-1)!]);
    await history.getByRole('button', { name: 'Restore into the draft' }).click();
    await expect(page.getByText('Revision restored into the draft', { exact: true })).toBeVisible();
    await expect(history).toBeHidden();
    await expect(headline).toHaveValue(original);
    await expect(bar.getByText('Unpublished changes')).toBeVisible();
    await site.reload();
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(drafted);

    await panel.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Settings published', { exact: true })).toBeVisible();
    await site.reload();
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(original);
  } finally {
    await site.close();
    // No draft is left for other specs' Publish to carry live.
    await request.post('/api/admin/settings/discard-draft', { headers, data: {} });
    expect((await request.put('/api/admin/settings', { headers, data: { homepage: before } })).ok()).toBe(true);
  }
});

test('leaving unsaved settings asks first; a settings draft is scheduled in the editor’s own time, listed as such, and unscheduled', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const drafted = unique('Change, scheduled');
  try {
    const { panel, bar } = await openHomepageSettings(page, request);
    await panel.getByLabel('Headline', { exact: true }).fill(drafted);
    // Unsaved, switching section asks first; staying keeps what was typed.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.evaluate(() => (window.location.hash = 'services'));
    await expect(page).toHaveURL(/#settings/);
    await expect(panel.getByLabel('Headline', { exact: true })).toHaveValue(drafted);
    await panel.getByRole('button', { name: 'Save draft' }).click();
    await expect(bar.getByText('Unpublished changes')).toBeVisible();

    // Next year, 09:00 on the editor's clock: stored as that moment in UTC.
    const year = new Date().getFullYear() + 1;
    await bar.getByLabel('Publish at (your time)').fill(`${year}-03-02T09:00`);
    await bar.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Settings scheduled', { exact: true })).toBeVisible();
    await expect(bar.getByText(/^Scheduled to go live/)).toBeVisible();
    const expected = await page.evaluate((y) => new Date(`${y}-03-02T09:00`).toISOString(), year);
    const scheduled = (await (await request.get('/api/admin/scheduled', { headers })).json()).data as { section: string; at: string }[];
    expect(scheduled).toContainEqual(expect.objectContaining({ section: 'settings', at: expected }));
    expect((await (await request.get('/api/settings')).json()).data.homepage.headline).not.toBe(drafted);

    await bar.getByRole('button', { name: 'Unschedule' }).click();
    await expect(page.getByText('Schedule removed', { exact: true })).toBeVisible();
    await expect(bar.getByText('Unpublished changes')).toBeVisible();
    const after = (await (await request.get('/api/admin/scheduled', { headers })).json()).data as { section: string }[];
    expect(after.filter((change) => change.section === 'settings')).toEqual([]);
  } finally {
    await request.post('/api/admin/settings/discard-draft', { headers, data: {} });
  }
});

test('typed settings save themselves into the draft, group after group, without a revision; the bar’s Publish includes what was typed a moment ago', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const revisionTotal = async () =>
    ((await (await request.get('/api/admin/settings/revisions', { headers })).json()) as { meta: { total: number } }).meta.total;
  const drafted = () => draftedSettings(request, headers);
  const { homepage: before, company: companyBefore } = await liveSettings(request);
  const revisionsBefore = await revisionTotal();
  const headlineText = unique('Autosaved headline');
  const taglineText = unique('Autosaved tagline');
  const typedLast = unique('Published as typed');
  try {
    const { panel, bar } = await openHomepageSettings(page, request);
    const headline = panel.getByLabel('Headline', { exact: true });

    // Typing stops: the draft saves itself, without a toast, and the field keeps its text.
    await headline.fill(headlineText);
    await expect(panel.getByTestId('autosave-status')).toHaveText('Unsaved changes');
    await expect(panel.getByTestId('autosave-status')).toHaveText('Saved');
    await expect.poll(async () => (await drafted()).homepage.headline).toBe(headlineText);
    await expect(headline).toHaveValue(headlineText);
    await expect(bar.getByText('Unpublished changes')).toBeVisible();
    await expect(page.getByText('Draft saved', { exact: true })).toHaveCount(0);

    // Another group, saved on leaving the field: it names the draft the first save left, so no conflict.
    await page.getByRole('tab', { name: 'Company' }).click();
    const company = page.getByRole('tabpanel', { name: 'Company' });
    await company.getByLabel('Tagline', { exact: true }).fill(taglineText);
    await company.getByLabel('Company name', { exact: true }).focus();
    await expect(company.getByTestId('autosave-status')).toHaveText('Saved');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const both = await drafted();
    expect([both.homepage.headline, both.company.tagline]).toEqual([headlineText, taglineText]);
    // The site still shows the published settings; draft saves are not revisions.
    expect((await liveSettings(request)).homepage.headline).toBe(before.headline);
    expect(await revisionTotal()).toBe(revisionsBefore);

    // A group whose values cannot be saved holds the bar's Publish back, rather than publishing without them.
    const email = company.getByLabel('Email', { exact: true });
    const emailBefore = await email.inputValue();
    await email.fill('not an email');
    await bar.getByRole('button', { name: 'Publish' }).dispatchEvent('click');
    await expect(page.getByText('Settings not published', { exact: true })).toBeVisible();
    await expect(company.getByTestId('autosave-status')).toHaveText('Not saved yet: some fields need attention');
    expect((await liveSettings(request)).homepage.headline).toBe(before.headline);
    // Put back as it was, nothing is left to save.
    await email.fill(emailBefore);
    await company.getByLabel('Company name', { exact: true }).focus();
    await expect(company.getByTestId('autosave-status')).toHaveText('Changes save as a draft as you type');

    // Typed and published at once from the bar: the publish carries it. The click is dispatched without
    // moving the focus, as Safari clicks buttons: no field is left, so only the bar's own flush saves it.
    await page.getByRole('tab', { name: 'Homepage' }).click();
    await headline.fill(typedLast);
    await bar.getByRole('button', { name: 'Publish' }).dispatchEvent('click');
    await expect(page.getByText('Settings published', { exact: true })).toBeVisible();
    expect((await liveSettings(request)).homepage.headline).toBe(typedLast);
    await expect(bar.getByText('Unpublished changes')).toBeHidden();
    await expect(headline).toHaveValue(typedLast);
    expect(await revisionTotal()).toBe(revisionsBefore + 1);
    // And a visitor sees it.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(typedLast);
  } finally {
    await request.post('/api/admin/settings/discard-draft', { headers, data: {} });
    expect((await request.put('/api/admin/settings', { headers, data: { homepage: before, company: { tagline: companyBefore.tagline } } })).ok()).toBe(true);
  }
});

test.describe('a draft another editor saved over since it was opened', () => {
  // Each refused save is the browser's 409, which it logs; the draft is thrown away after each test.
  test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/status of 409 .*admin\.settings\.saveDraft/));
  test.afterEach(async ({ request }) => {
    await request.post('/api/admin/settings/discard-draft', { headers: await adminHeaders(request), data: {} });
  });

  /** The editor's Homepage form, open on a draft (an autosave made it) that another editor has saved over since, and their headline. */
  async function draftChangedByAnother(page: Page, request: APIRequestContext) {
    const { panel, bar } = await openHomepageSettings(page, request);
    await panel.getByLabel('Subheadline', { exact: true }).fill(unique('Opened first'));
    await expect(panel.getByTestId('autosave-status')).toHaveText('Saved');
    // No version named: on purpose over whatever is there.
    const theirs = unique('Their headline');
    const saved = await request.put('/api/admin/settings/draft', { headers: await adminHeaders(request), data: { homepage: { headline: theirs } } });
    expect(saved.ok()).toBe(true);
    return { panel, bar, theirs, question: page.getByRole('alertdialog', { name: 'Someone else changed this settings draft' }) };
  }

  test('an autosave asks first, and Overwrite with mine saves what was typed', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const mine = unique('My headline');
    const { panel, question } = await draftChangedByAnother(page, request);
    await panel.getByLabel('Headline', { exact: true }).fill(mine);
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect(question).toBeHidden();
    await expect.poll(async () => (await draftedSettings(request, headers)).homepage.headline).toBe(mine);
  });

  test('closed with Escape, it keeps the other editor’s draft, and the group says it was not saved', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const { panel, theirs, question } = await draftChangedByAnother(page, request);
    await panel.getByLabel('Headline', { exact: true }).fill(unique('Mine, not saved'));
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(panel.getByTestId('autosave-status')).toHaveText(/^Not saved: Someone else saved the settings draft/);
    expect((await draftedSettings(request, headers)).homepage.headline).toBe(theirs);
  });

  test('two groups’ autosaves refused by the same change are both saved by one Overwrite, and each group then says Saved', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const headlineText = unique('My headline');
    const taglineText = unique('My tagline');
    const { panel, question } = await draftChangedByAnother(page, request);

    // A slow connection: the Company field is typed and left (its save queued behind Homepage's) before the
    // Homepage save's 409 comes back, so both saves are refused before the question is answered.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/admin.settings.saveDraft**', async (route) => {
      await released;
      await route.continue();
    });
    let refused = 0;
    page.on('response', (response) => {
      if (response.url().includes('admin.settings.saveDraft') && response.status() === 409) refused += 1;
    });
    await panel.getByLabel('Headline', { exact: true }).fill(headlineText);
    await page.getByRole('tab', { name: 'Company' }).click();
    const company = page.getByRole('tabpanel', { name: 'Company' });
    await company.getByLabel('Tagline', { exact: true }).fill(taglineText);
    await company.getByLabel('Company name', { exact: true }).focus();
    await expect(company.getByTestId('autosave-status')).toHaveText('Saving…');
    release();

    await expect(question).toBeVisible();
    await expect.poll(() => refused).toBe(2);
    await question.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect(question).toBeHidden();
    await expect(company.getByTestId('autosave-status')).toHaveText('Saved');
    const drafted = await draftedSettings(request, headers);
    expect([drafted.homepage.headline, drafted.company.tagline]).toEqual([headlineText, taglineText]);
    await page.getByRole('tab', { name: 'Homepage' }).click();
    await expect(panel.getByTestId('autosave-status')).toHaveText('Saved');
  });

  test('a Preview whose save it refused asks in the dashboard (its blank tab closes), and after Overwrite shows what was typed', async ({ page, request }) => {
    const typed = unique('Previewed over theirs');
    const { panel, bar, question } = await draftChangedByAnother(page, request);
    await panel.getByLabel('Headline', { exact: true }).fill(typed);
    // Dispatched without leaving the field: the bar's own flush makes the save the other change refuses.
    const [blank] = await Promise.all([page.waitForEvent('popup'), bar.getByRole('button', { name: 'Preview on site' }).dispatchEvent('click')]);
    await expect(question).toBeVisible();
    await expect.poll(() => blank.isClosed()).toBe(true);

    const [preview] = await Promise.all([page.waitForEvent('popup'), question.getByRole('button', { name: 'Overwrite with mine' }).click()]);
    await expect(preview).toHaveURL(/\/preview\//);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(typed);
    await expect(panel.getByTestId('autosave-status')).toHaveText('Saved');
  });
});

test('the bar’s Preview on site opens the home page as the draft has it, with what was typed a moment ago; a group that cannot be saved leaves no empty tab', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const typed = unique('Previewed headline');
  try {
    const { panel, bar } = await openHomepageSettings(page, request);
    await panel.getByLabel('Headline', { exact: true }).fill(typed);
    const [preview] = await Promise.all([page.waitForEvent('popup'), bar.getByRole('button', { name: 'Preview on site' }).click()]);
    await expect(preview).toHaveURL(/\/preview\//);
    await expect(preview.getByRole('status').filter({ hasText: 'Preview — not published' })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(typed);
    expect(await preview.evaluate(() => window.opener)).toBeNull();
    await preview.close();

    // An address the schema refuses: the preview is not made, and the tab opened in the click closes again.
    await page.getByRole('tab', { name: 'Company' }).click();
    await page.getByRole('tabpanel', { name: 'Company' }).getByLabel('Email', { exact: true }).fill('not an email');
    const [blank] = await Promise.all([page.waitForEvent('popup'), bar.getByRole('button', { name: 'Preview on site' }).click()]);
    await expect(page.getByText('Could not open the preview', { exact: true })).toBeVisible();
    await expect.poll(() => blank.isClosed()).toBe(true);
    expect(page.context().pages()).toEqual([page]);
  } finally {
    await request.post('/api/admin/settings/discard-draft', { headers, data: {} });
  }
});

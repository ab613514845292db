import type { ServiceDto } from '../../../src/modules/services/service.schema';
import { pageTitle, phaseOf, SERVICE_ICON_CLASS, settingsOf, truncated } from '../support/expected';
import { apiGet, expect, expectSectionAt, open, sessionItem, test, uniqueTag } from '../support/fixtures';
import { focusDelayAfterDomReady, recordTimings } from '../support/timing';

const activeServices = async (request: Parameters<typeof apiGet>[0]) =>
  (await apiGet<ServiceDto[]>(request, 'services')).filter((service) => service.isActive).sort((a, b) => a.order - b.order);

test.describe('services page', () => {
  test('lists the active services by order, each summary cut to 80 characters with an ellipsis, after a whole word', async ({ page, request, admin }) => {
    // Descriptions of exactly 80 and 81 characters pin the boundary; the hidden one must not appear.
    const tag = uniqueTag('Svc ');
    const exact = `${tag} `.padEnd(80, 'x');
    const over = `${tag} `.padEnd(81, 'y');
    await admin.create('services', { title: `${tag} exactly eighty`, description: exact, order: 900_001 });
    await admin.create('services', { title: `${tag} eighty-one`, description: over, order: 900_002 });
    await admin.create('services', { title: `${tag} hidden`, description: 'Not active, so not listed.', order: 900_003, isActive: false });
    const services = await activeServices(request);
    const settings = await settingsOf(request);

    await open(page, '/services');
    await expect(page).toHaveTitle(pageTitle(settings, 'Services'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    // The accordion's triggers: a button in each service's heading (WAI-ARIA accordion pattern).
    const triggers = page.locator('main h3 > button[aria-expanded]');
    await expect(triggers).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      await expect(triggers.nth(index)).toContainText(service.title);
      await expect(triggers.nth(index)).toContainText(truncated(service.description));
    }
    await expect(page.getByRole('button', { name: new RegExp(`${tag} exactly eighty`) })).toContainText(`${exact}`);
    await expect(page.getByRole('button', { name: new RegExp(`${tag} exactly eighty`) })).not.toContainText('…');
    // One long word: cut where the limit falls, ellipsis included.
    await expect(page.getByRole('button', { name: new RegExp(`${tag} eighty-one`) })).toContainText(`${over.slice(0, 79)}…`);
    await expect(page.getByRole('button', { name: new RegExp(`${tag} eighty-one`) })).not.toContainText(over);
    await expect(page.getByText(`${tag} hidden`)).toHaveCount(0);
  });

  test('the accordion opens one service at a time and can be closed', async ({ page, request }) => {
    const [first, second] = await activeServices(request);
    if (!first || !second) throw new Error('the demo content has at least two services');
    await open(page, '/services');
    const trigger = (service: ServiceDto) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(service.title)}`) });
    const panel = (service: ServiceDto) => page.getByRole('region', { name: new RegExp(`^${escapeRegExp(service.title)}`) });

    await trigger(first).click();
    await expect(trigger(first)).toHaveAttribute('aria-expanded', 'true');
    const open1 = panel(first);
    await expect(open1.getByText(first.description, { exact: true })).toBeVisible();
    await expect(open1.getByRole('heading', { name: 'Key Features & Benefits' })).toBeVisible();
    await expect(open1.getByRole('listitem')).toHaveText(first.features);
    await expect(open1.getByRole('link', { name: 'View Full Details' })).toHaveAttribute('href', `/service/${first.id}`);

    await trigger(second).click();
    await expect(trigger(second)).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(first)).toHaveAttribute('aria-expanded', 'false');
    await expect(open1).toBeHidden();
    await expect(page.getByRole('link', { name: 'View Full Details' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'View Full Details' })).toHaveAttribute('href', `/service/${second.id}`);

    await trigger(second).click();
    await expect(trigger(second)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'View Full Details' })).toBeHidden();

    await trigger(first).click();
    await panel(first).getByRole('link', { name: 'View Full Details' }).click();
    await expect(page).toHaveURL(`/service/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });

  test('shows the three-phase approach and the Why Partner With Us card', async ({ page }) => {
    await open(page, '/services');
    await expect(page.getByRole('heading', { level: 2, name: 'Define. Design. Develop.' })).toBeAttached();
    const phases = page.locator('section', { has: page.getByRole('heading', { name: 'Define. Design. Develop.' }) });
    await expect(phases.getByRole('heading', { level: 3 })).toHaveText(['Define', 'Design', 'Develop']);
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Why Partner With Us' }) });
    await expect(card.getByRole('listitem')).toHaveCount(5);
    await card.getByRole('link', { name: 'Contact Our Team' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('service detail', () => {
  test('shows title, description, icon, key features, long description and the phase image', async ({ page, request }) => {
    const settings = await settingsOf(request);
    const service = (await activeServices(request)).find((candidate) => candidate.longDescription.trim() && candidate.features.length > 0);
    if (!service) throw new Error('the demo content has a service with a long description');
    await open(page, `/service/${service.id}`);
    await expect(page).toHaveTitle(pageTitle(settings, service.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
    await expect(page.getByText(service.description, { exact: true })).toBeVisible();
    await expect(page.locator('main').locator(`svg.${SERVICE_ICON_CLASS[service.iconType] ?? 'lucide-target'}`).first()).toBeVisible();

    const features = page.locator('div', { has: page.getByRole('heading', { level: 2, name: 'Key Features', exact: true }) }).last();
    await expect(features.getByRole('listitem')).toHaveText(service.features);
    for (const paragraph of service.longDescription.split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean)) {
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    }
    const phase = phaseOf(service.id);
    await expect(page.locator(`img[src="${settings.logo[phase]}"]`)).toBeVisible();
    await expect(page.getByText('Method phase').locator('..')).toContainText(phase.charAt(0).toUpperCase() + phase.slice(1));
    await page.getByRole('link', { name: 'All services' }).click();
    await expect(page).toHaveURL('/services');
  });

  test('without a long description it says more detail is coming; the phase follows id modulo 3', async ({ page, request, admin }) => {
    const settings = await settingsOf(request);
    const tag = uniqueTag('Svc ');
    const service = await admin.create<ServiceDto>('services', {
      title: `${tag} brief`,
      description: 'A service with no long description yet.',
      features: ['One feature'],
      iconType: 'technology',
      order: 900_010,
    });
    await open(page, `/service/${service.id}`);
    await expect(page.getByText(/More detailed information about this service will be available soon/)).toBeVisible();
    await expect(page.locator('main svg.lucide-cpu').first()).toBeVisible();
    await expect(page.locator(`img[src="${settings.logo[phaseOf(service.id)]}"]`)).toBeVisible();
  });

  test('Contact for a free consultation sets the flag, goes home and focuses the contact form after one second', async ({ page, request }) => {
    const [service] = await activeServices(request);
    if (!service) throw new Error('no services');
    await recordTimings(page);
    await open(page, `/service/${service.id}`);
    await page.getByRole('button', { name: 'Contact for a free consultation' }).click();
    await expect(page).toHaveURL('/');
    const name = page.locator('#contact').getByLabel('Full Name');
    await expect(name).toBeFocused();
    await expectSectionAt(page, 'contact');
    await expect(name).toBeInViewport();
    expect(await sessionItem(page, 'scrollToContact'), 'the flag is used once').toBeNull();
    // The home page is a new document: its scroll starts once its script runs, after the document is ready.
    const delay = await focusDelayAfterDomReady(page, 'name');
    expect(delay, 'focus delay in ms').toBeGreaterThanOrEqual(995);
    expect(delay).toBeLessThan(4000);
  });

  test('an invalid id shows Service Not Found with HTTP 404', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    const settings = await settingsOf(request);
    const path = '/service/not-a-number';
    const response = await open(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
    await expect(page.getByText("We couldn't find the service you're looking for")).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(settings, 'Service Not Found'));
    await page.getByRole('link', { name: 'Return to Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import type { APIRequestContext } from '@playwright/test';
import { test } from '../support/site';
import { adminHeaders, expect, openSection, slowAdminTests, useAdminToken, warmUpPublicSite } from './admin-session';

slowAdminTests();

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await warmUpPublicSite(request);
});

/** The services as the dashboard orders them, and as the public site lists them. */
const adminOrder = async (request: APIRequestContext) =>
  ((await (await request.get('/api/admin/services?pageSize=100', { headers: await adminHeaders(request) })).json()) as { data: { title: string }[] }).data.map(
    (s) => s.title,
  );
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const publicOrder = async (request: APIRequestContext) => {
  const html = await (await request.get('/services')).text();
  // As the server writes them in the page's markup ("Delivery &amp; Implementation").
  return (titles: string[]) => titles.map((title) => html.indexOf(escaped(title))).every((at, i, all) => at >= 0 && (i === 0 || at > all[i - 1]!));
};

test('services are reordered by dragging a handle and from the keyboard; the public page follows', async ({ page, request }) => {
  const publicTitles = ((await (await request.get('/api/services')).json()) as { data: { title: string }[] }).data.map((s) => s.title);
  expect(publicTitles.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = publicTitles as [string, string, string];

  await useAdminToken(page, request);
  await openSection(page, 'services', 'Services');
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(third)).toBeVisible();

  // Drag the third service's handle onto the first row: it goes first.
  await page.getByRole('button', { name: `Reorder “${third}”` }).dragTo(row(first));
  await expect.poll(async () => (await adminOrder(request)).filter((t) => publicTitles.includes(t)).slice(0, 3)).toEqual([third, first, second]);
  expect((await publicOrder(request))([third, first, second])).toBe(true);

  // From the keyboard: pick the (now second) service up, down twice and up once, drop it; each step is announced.
  const announcement = page.getByTestId('drag-announcement');
  const handle = page.getByRole('button', { name: `Reorder “${first}”` });
  // The handles are off while the saved order is read back; a key pressed then would go nowhere.
  await expect(handle).toBeEnabled();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcement).toContainText(`Picked up “${first}”`);
  await page.keyboard.press('ArrowDown');
  await expect(announcement).toContainText(`“${first}” moved to position 3`);
  await page.keyboard.press('ArrowDown');
  await expect(announcement).toContainText(`“${first}” moved to position 4`);
  await page.keyboard.press('ArrowUp');
  await expect(announcement).toContainText(`“${first}” moved to position 3`);
  await page.keyboard.press('Space');
  await expect(announcement).toContainText(`“${first}” dropped at position 3`);
  await expect.poll(async () => (await adminOrder(request)).filter((t) => publicTitles.includes(t)).slice(0, 3)).toEqual([third, second, first]);
  expect((await publicOrder(request))([third, second, first])).toBe(true);

  // Escape puts a picked-up row back, and nothing is saved.
  const thirdHandle = page.getByRole('button', { name: `Reorder “${third}”` });
  await expect(thirdHandle).toBeEnabled();
  await thirdHandle.focus();
  await page.keyboard.press('Enter');
  await expect(announcement).toContainText(`Picked up “${third}”`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(announcement).toContainText(`Move cancelled; “${third}” is back at position 1`);
  expect((await adminOrder(request)).filter((t) => publicTitles.includes(t)).slice(0, 3)).toEqual([third, second, first]);
});

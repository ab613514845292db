import { expect, test } from '@playwright/test';

test('the home page shows the brand headline and the active services from the API', async ({ page, request }) => {
  const services = (await (await request.get('/api/services')).json()).data as { title: string }[];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IDEAS ENGINEERED FOR IMPACT');
  for (const service of services) await expect(page.getByText(service.title, { exact: true })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the client sends the stored token as a bearer header to tRPC', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { username: 'e2e-admin', password: 'e2e admin password' } });
  const token = (await login.json()).data.token as string;
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  const sent = page.waitForRequest((req) => req.url().includes('/api/trpc/'));
  await page.reload();
  expect((await sent).headers().authorization).toBe(`Bearer ${token}`);
});

import { expect } from '@playwright/test';
import { test } from './support/site';
import { E2E_ADMIN } from '../../playwright.config';

test('the client sends the stored token as a bearer header to tRPC', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const token = (await login.json()).data.token as string;
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  const sent = page.waitForRequest((req) => req.url().includes('/api/trpc/'));
  await page.reload();
  expect((await sent).headers().authorization).toBe(`Bearer ${token}`);
});

import type { Page } from '@playwright/test';
import type { BlogPostDto } from '../../../src/modules/blog/blog-post.schema';
import { apiGet, expect, open, test } from '../support/fixtures';

/** The @type of every JSON-LD block in the live document's head, and the canonical and robots tags. */
const liveHead = (page: Page) =>
  page.evaluate(() => ({
    types: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}')['@type'] as string),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  }));

test('structured data and head tags follow navigation between pages and into the dashboard, without a console error or CSP violation', async ({ page, request, baseURL }) => {
  const post = (await apiGet<BlogPostDto[]>(request, 'blog'))[0];
  if (!post) throw new Error('the demo content has a published post');

  await open(page, `/blog/${post.slug}`);
  await expect.poll(() => liveHead(page)).toEqual({ types: ['Organization', 'BlogPosting', 'BreadcrumbList'], canonical: `${baseURL}/blog/${post.slug}`, robots: null });

  await page.getByRole('link', { name: 'Back to All Insights' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Perspectives');
  await expect.poll(() => liveHead(page)).toEqual({ types: ['Organization'], canonical: `${baseURL}/blog`, robots: null });

  await page.locator('header').getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect.poll(() => liveHead(page)).toEqual({ types: [], canonical: null, robots: 'noindex, nofollow' });
});

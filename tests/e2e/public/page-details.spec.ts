import type { Locator, Page } from '@playwright/test';
import type { BlogPostDto } from '../../../src/modules/blog/blog-post.schema';
import type { CareerPositionDto } from '../../../src/modules/careers/career-position.schema';
import { apiGet, expect, open, scrollToY, test } from '../support/fixtures';

// Issue 19, item 5: the details a visitor trips over.

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true };
const contactButton = (page: Page) => page.getByRole('button', { name: 'Contact Us' });
const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
};

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('after an invalid submit on /contact the focused field shows below the fixed header, with its label', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const name = form.getByLabel('Full Name');
    await expect(name).toBeFocused();
    const headerBottom = (await box(page.locator('header'))).y + (await box(page.locator('header'))).height;
    await expect.poll(async () => (await box(form.locator('label', { hasText: 'Full Name' }))).y, { message: 'label top' }).toBeGreaterThanOrEqual(headerBottom);
    expect((await box(name)).y).toBeGreaterThan(headerBottom);
  });

  test("the footer's Cookie Policy leads to the privacy policy's section on cookies", async ({ page }) => {
    await open(page, '/about');
    await page.locator('footer').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page).toHaveURL('/privacy#cookies-and-similar-technologies');
    await expect(page.getByRole('heading', { name: '8. Cookies and similar technologies' })).toBeInViewport();
  });

  test('share links open LinkedIn, X and an e-mail with the page address; Copy Link copies it and says so', async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const post = (await apiGet<BlogPostDto[]>(request, 'blog')).find((item) => item.isPublished) as BlogPostDto;
    await open(page, `/blog/${post.slug}`);
    const article = page.getByRole('article');
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/blog/${post.slug}$`));
    const address = encodeURIComponent(canonical as string);

    await expect(article.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${address}`);
    const x = new URL((await article.getByRole('link', { name: 'Share on Twitter' }).getAttribute('href')) as string);
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe(canonical);
    expect(x.searchParams.get('text')).toBe(post.title);
    await expect(article.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('target', '_blank');
    await expect(article.getByRole('link', { name: 'Share by Email' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(post.title)}&body=${address}`,
    );

    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    expect(scripts.every((src) => src.startsWith(baseURL as string)), 'no third-party script').toBe(true);

    await article.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  test('a position page shares its own address', async ({ page, request }) => {
    const [position] = await apiGet<CareerPositionDto[]>(request, 'careers');
    if (!position) throw new Error('the demo content has a position');
    await open(page, `/careers/${position.id}`);
    const canonical = (await page.locator('link[rel=canonical]').getAttribute('href')) as string;
    await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', new RegExp(`url=${encodeURIComponent(canonical)}$`));
    await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveAttribute('data-share-url', canonical);
  });

  test('the blog keeps its search and category in the address, and the server renders that view', async ({ page, request, browser }) => {
    const posts = (await apiGet<BlogPostDto[]>(request, 'blog')).filter((post) => post.isPublished && post.category);
    const category = posts[0]?.category as string;
    const inCategory = posts.filter((post) => post.category === category).map((post) => post.title);
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });

    await open(page, '/blog');
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: category, exact: true }).click();
    await expect(page).toHaveURL(`/blog?category=${encodeURIComponent(category).replace(/%20/g, '+')}`);
    const word = (inCategory[0] as string).split(' ')[0] as string;
    await page.getByPlaceholder('Search insights...').fill(` ${word} `);
    await expect(page).toHaveURL(new RegExp(`^[^?]+/blog\\?q=${word}&category=`));
    await expect(titles.filter({ hasText: inCategory[0] as string })).toHaveCount(1);
    const shownHere = await titles.allTextContents();

    // The same address without any script: the server renders the filtered view.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const reader = await plain.newPage();
    await reader.goto(page.url());
    await expect(reader.getByPlaceholder('Search insights...')).toHaveValue(word);
    await expect(reader.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: category, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(reader.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(shownHere);
    await plain.close();

    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All', exact: true }).click();
    await page.getByPlaceholder('Search insights...').fill('');
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('at 375 px on a touch screen', () => {
  test.use(PHONE);

  test('every form control is at least 44 px tall, the footer newsletter field too', async ({ page, request }) => {
    const [position] = await apiGet<CareerPositionDto[]>(request, 'careers');
    for (const path of ['/', '/contact', `/careers/${position?.id}`]) {
      await open(page, path);
      const controls = page.locator('form').locator('input:not([type=checkbox], [type=radio], [type=hidden]), select, textarea, button');
      const heights = await controls.evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden=true]'))
          .map((element) => ({ name: element.getAttribute('name') ?? element.textContent, height: element.getBoundingClientRect().height })),
      );
      expect(heights.length, path).toBeGreaterThan(1);
      for (const { name, height } of heights) expect(height, `${path} ${name}`).toBeGreaterThanOrEqual(44);
    }
  });

  test('the floating Contact Us button is not on /contact', async ({ page }) => {
    await open(page, '/contact');
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(contactButton(page)).toHaveCount(0);
  });

  test('the floating Contact Us button steps aside while a form or the footer legal text is on screen, never covering a field', async ({ page }) => {
    await open(page, '/');
    await expect(contactButton(page)).toBeVisible();

    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Phone').scrollIntoViewIfNeeded();
    await expect(contactButton(page)).toBeHidden();

    await scrollToY(page, 0);
    await expect(contactButton(page)).toBeVisible();

    await page.locator('footer').getByText('All rights reserved', { exact: false }).scrollIntoViewIfNeeded();
    await expect(contactButton(page)).toBeHidden();
  });
});

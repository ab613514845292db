import type { BlogPostDto } from '../../../src/modules/blog/blog-post.schema';
import type { InsightDto } from '../../../src/modules/insights/insight.schema';
import { expectedBlogCards, formatUkDate, pageTitle, readTime, settingsOf } from '../support/expected';
import { apiGet, expect, open, test, uniqueTag } from '../support/fixtures';

test.describe('blog page', () => {
  test('merges published posts and active insights, newest first, with category, author, date and Read More', async ({ page, request }) => {
    const settings = await settingsOf(request);
    const [posts, insights] = await Promise.all([apiGet<BlogPostDto[]>(request, 'blog'), apiGet<InsightDto[]>(request, 'featured-insights')]);
    const expected = expectedBlogCards(posts, insights);

    await open(page, '/blog');
    await expect(page).toHaveTitle(pageTitle(settings, 'Insights & Perspectives'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Perspectives');
    await expect(page.getByPlaceholder('Search insights...')).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect(filters).toHaveText(['All', ...new Set(expected.map((card) => card.category))]);
    await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');

    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(expected.map((card) => card.title));
    for (const [index, card] of expected.entries()) {
      const element = cards.nth(index);
      await expect(element.getByText(card.category, { exact: true })).toBeVisible();
      await expect(element.getByText(`${settings.company.shortName} Team`)).toBeVisible();
      await expect(element.getByText('DG', { exact: true })).toBeAttached();
      await expect(element.locator('time')).toHaveText(formatUkDate(card.date));
      await expect(element.locator('time')).toHaveAttribute('datetime', card.date);
      await expect(element.locator('img').first()).toHaveAttribute('src', /\S/);
      if (card.href) await expect(element.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', card.href);
    }

    const firstPost = expected.find((card) => card.kind === 'post');
    if (!firstPost) throw new Error('the demo content has a published post');
    await page.getByRole('link', { name: `Read More about ${firstPost.title}` }).click();
    await expect(page).toHaveURL(firstPost.href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstPost.title);
  });

  test('search (case-insensitive, title or excerpt) and category filter combine', async ({ page, admin }) => {
    const token = uniqueTag('zq');
    const categoryOne = `Cat ${token} one`;
    await admin.create('blog', { title: `Zeta ${token} planning`, excerpt: 'Quarterly planning in practice.', category: categoryOne, isPublished: true, publishDate: '2024-03-01' });
    await admin.create('blog', { title: 'Beta review', excerpt: `Notes on ${token} governance.`, isPublished: true, publishDate: '2024-02-01' });
    await admin.create('blog', { title: `Hidden ${token} draft`, excerpt: 'Not published.', isPublished: false, publishDate: '2024-04-01' });
    await admin.create('featured-insights', { title: `Insight ${token} briefing`, description: 'A short briefing.', order: 900_000 });
    await admin.create('featured-insights', { title: `Retired ${token} insight`, description: 'No longer active.', isActive: false, order: 900_001 });

    await open(page, '/blog');
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });
    const search = page.getByPlaceholder('Search insights...');
    const category = (name: string) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });

    await search.fill(token.toUpperCase());
    // Newest first: the insight is dated today, the posts by their publish dates.
    await expect(titles).toHaveText([`Insight ${token} briefing`, `Zeta ${token} planning`, 'Beta review']);

    await category(categoryOne).click();
    await expect(category(categoryOne)).toHaveAttribute('aria-pressed', 'true');
    await expect(category('All')).toHaveAttribute('aria-pressed', 'false');
    await expect(titles).toHaveText([`Zeta ${token} planning`]);

    await search.fill('GOVERNANCE');
    await expect(titles).toHaveCount(0);
    await expect(page.getByText('No insights found matching your criteria')).toBeVisible();

    // A post without a category is filed under 'Insights', an insight without one under 'Featured'.
    await category('Insights').click();
    await expect(titles).toHaveText(['Beta review']);
    await search.fill(token);
    await category('Featured').click();
    await expect(titles).toHaveText([`Insight ${token} briefing`]);

    await category('All').click();
    await expect(titles).toHaveCount(3);
    await expect(page.getByText(`Hidden ${token} draft`)).toHaveCount(0);
    await expect(page.getByText(`Retired ${token} insight`)).toHaveCount(0);
    await search.fill('');
    await expect(page.getByText('No insights found matching your criteria')).toHaveCount(0);
  });
});

test.describe('blog article', () => {
  test('shows image, date, category, read time, title, team author, italic excerpt, HTML content and share buttons', async ({ page, request, admin }) => {
    const settings = await settingsOf(request);
    const token = uniqueTag('art');
    const paragraph = 'Programme boards need evidence rather than optimism. '.repeat(40).trim();
    const post = await admin.create<BlogPostDto>('blog', {
      title: `Evidence over optimism ${token}`,
      excerpt: 'Why the best status reports are the dullest ones.',
      content: `<h2>Reporting that earns trust</h2><p>${paragraph}</p><ul><li>Baseline first</li><li>Then measure</li></ul><p><strong>Bold claim</strong> backed by data.</p>`,
      category: 'Delivery',
      publishDate: '2024-02-29',
      isPublished: true,
    });
    expect(post.content.length, 'long enough for a multi-minute read').toBeGreaterThan(2000);

    await open(page, `/blog/${post.slug}`);
    await expect(page).toHaveTitle(pageTitle(settings, post.title));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article.locator('img').first()).toHaveAttribute('src', '/images/blog/default.svg');
    await expect(article.locator('time')).toHaveText('29 February 2024');
    await expect(article.getByText('Delivery', { exact: true })).toBeVisible();
    await expect(article.getByText(readTime(post.content), { exact: true })).toBeVisible();
    await expect(article.getByText(`${settings.company.shortName} Team`)).toBeVisible();
    await expect(article.getByText('DG', { exact: true })).toBeAttached();
    const excerpt = article.getByText(post.excerpt, { exact: true });
    await expect(excerpt).toBeVisible();
    await expect(excerpt).toHaveCSS('font-style', 'italic');

    await expect(article.getByRole('heading', { level: 2, name: 'Reporting that earns trust' })).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveText(['Baseline first', 'Then measure']);
    await expect(article.locator('strong', { hasText: 'Bold claim' })).toBeVisible();

    await expect(article.getByRole('heading', { name: 'Share this insight' })).toBeVisible();
    // Where they lead, and Copy Link's notice: page-details.spec.ts.
    for (const name of ['Share on LinkedIn', 'Share on Twitter', 'Share by Email']) await expect(article.getByRole('link', { name })).toBeVisible();
    await expect(article.getByRole('button', { name: 'Copy Link' })).toBeVisible();

    await article.getByRole('link', { name: 'Back to All Insights' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test("an unpublished post's slug shows Blog Post Not Found with HTTP 404", async ({ page, request, admin, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    const settings = await settingsOf(request);
    const draft = await admin.create<BlogPostDto>('blog', { title: `Unpublished ${uniqueTag()}`, excerpt: 'Draft', isPublished: false });
    // Unknown slugs are covered by the server-rendering spec; a draft must look just the same.
    const path = `/blog/${draft.slug}`;
    const response = await open(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(page.getByText("We couldn't find the blog post you're looking for.")).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(settings, 'Blog Post Not Found'));
    await page.getByRole('link', { name: 'Return to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Perspectives');
  });
});

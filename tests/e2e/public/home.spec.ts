import type { ExpertiseDto } from '../../../src/modules/expertise/expertise.schema';
import type { InsightDto } from '../../../src/modules/insights/insight.schema';
import { settingsOf } from '../support/expected';
import { apiGet, expect, expectSectionAt, open, scrollToY, sessionItem, test, uniqueTag } from '../support/fixtures';

test.describe('home page', () => {
  test('hero: headline, the two buttons and the scroll-down button', async ({ page, request }) => {
    const settings = await settingsOf(request);
    await open(page, '/');
    await expect(page).toHaveTitle(settings.seo.title);
    const hero = page.locator('#home');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(settings.homepage.headline);
    await expect(hero.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
    await expect(hero.getByRole('link', { name: 'Read Our Insights' })).toHaveAttribute('href', '/blog');

    await hero.getByRole('button', { name: 'Scroll to featured insights' }).click();
    await expectSectionAt(page, 'blog');
    await expect(page.locator('#blog').getByRole('heading', { level: 2, name: settings.homepage.featuredTitle })).toBeInViewport();

    await scrollToY(page, 0);
    await hero.getByRole('link', { name: 'Explore Our Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  });

  test('featured insights: at most three active ones, by order, and View All Insights', async ({ page, request, admin }) => {
    // A fourth active insight placed first, and an inactive one, prove the limit, the order and the filter.
    const tag = uniqueTag('Insight ');
    await admin.create('featured-insights', { title: `${tag} first`, description: 'Sorted before every other insight.', order: -1000, isActive: true });
    await admin.create('featured-insights', { title: `${tag} hidden`, description: 'Inactive, so never shown.', order: -2000, isActive: false });
    const insights = await apiGet<InsightDto[]>(request, 'featured-insights');
    const expected = insights
      .filter((insight) => insight.isActive)
      .sort((a, b) => a.order - b.order)
      .slice(0, 3);
    expect(expected[0]?.title).toBe(`${tag} first`);
    expect(insights.filter((insight) => insight.isActive).length, 'enough insights to need the limit').toBeGreaterThan(3);

    await open(page, '/');
    const section = page.locator('#blog');
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((insight) => insight.title));
    for (const [index, insight] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(insight.description)).toBeVisible();
      if (insight.category) await expect(card.getByText(insight.category, { exact: true })).toBeVisible();
      if (insight.link) await expect(card.getByRole('link', { name: `Read More about ${insight.title}` })).toHaveAttribute('href', insight.link);
    }
    await section.getByRole('link', { name: 'View All Insights' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('core expertise: four cards and View All Our Services', async ({ page, request }) => {
    const expertise = await apiGet<ExpertiseDto[]>(request, 'core-expertise');
    await open(page, '/');
    const section = page.locator('#services');
    await expect(section.getByRole('heading', { level: 2, name: 'Core Expertise' })).toBeVisible();
    const titles = section.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(expertise.slice(0, 4).map((item) => item.title));
    for (const item of expertise.slice(0, 4)) await expect(section.getByText(item.description)).toBeVisible();
    await section.getByRole('link', { name: 'View All Our Services' }).click();
    await expect(page).toHaveURL('/services');
  });

  test('partnership, approach and the Ready to Transform band', async ({ page }) => {
    await open(page, '/');
    const partnership = page.locator('#about');
    await expect(partnership.getByRole('heading', { level: 2, name: 'Expertise-Driven Partnership' })).toBeVisible();
    await expect(partnership.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');

    const approach = page.locator('#approach');
    await expect(approach.getByRole('heading', { level: 2, name: 'Our Approach' })).toBeAttached();
    await expect(approach.getByRole('heading', { level: 3 })).toHaveText(['Define', 'Design', 'Develop']);

    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { level: 2, name: /^Ready to Transform/ })).toBeAttached();
    await expect(contact.getByRole('form', { name: 'Contact form' })).toBeAttached();

    await expect(contact.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    await partnership.getByRole('link', { name: 'Learn More About Us' }).click();
    await expect(page).toHaveURL('/about');
  });

  test('the dot navigator appears after 200px and scrolls to its sections with an 80px offset', async ({ page }) => {
    await open(page, '/');
    const dots = page.getByRole('navigation', { name: 'Page sections', includeHidden: true });
    await expect(dots).toBeHidden();
    await scrollToY(page, 200);
    await expect(dots).toBeHidden();
    await scrollToY(page, 201);
    await expect(dots).toBeVisible();
    await expect(dots.getByRole('button')).toHaveCount(5);
    const labels = await dots.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(labels).toEqual(['Home', 'Expertise', 'Partnership', 'Approach', 'Connect']);

    for (const [label, id] of [
      ['Approach', 'approach'],
      ['Expertise', 'services'],
      ['Connect', 'contact'],
      ['Partnership', 'about'],
    ] as const) {
      await dots.getByRole('button', { name: label }).click();
      await expectSectionAt(page, id);
      await expect(dots.getByRole('button', { name: label })).toHaveAttribute('aria-current', 'location');
    }
    await dots.getByRole('button', { name: 'Home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(dots, 'hidden again back at the top').toBeHidden();
  });

  test('the top and right progress bars appear after 100px and follow the scroll position', async ({ page }) => {
    await open(page, '/');
    const top = page.getByTestId('progress-top');
    const right = page.getByTestId('progress-right');
    await scrollToY(page, 100);
    await expect(top).toBeHidden();
    await expect(right).toBeHidden();

    await scrollToY(page, 101);
    await expect(top).toBeVisible();
    await expect(right).toBeVisible();
    await expect(top).toBeInViewport();
    const scale = (bar: typeof top, axis: 'x' | 'y') =>
      bar.evaluate((element, a) => {
        const matrix = new DOMMatrix(getComputedStyle(element.firstElementChild as Element).transform);
        return a === 'x' ? matrix.a : matrix.d;
      }, axis);
    const progressAt = () =>
      page.evaluate(() => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight));

    expect(await scale(top, 'x')).toBeCloseTo(await progressAt(), 2);
    expect(await scale(right, 'y')).toBeCloseTo(await progressAt(), 2);

    const middle = await page.evaluate(() => Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2));
    await scrollToY(page, middle);
    await expect.poll(() => scale(top, 'x')).toBeCloseTo(0.5, 2);
    await expect.poll(() => scale(right, 'y')).toBeCloseTo(0.5, 2);

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => scale(top, 'x')).toBeCloseTo(1, 2);
  });

  test('blocks reveal once their top passes 85% of the viewport height', async ({ page }) => {
    await open(page, '/');
    const block = page.locator('#approach [data-reveal]').first();
    await expect(block).toHaveAttribute('data-reveal', 'hidden');
    await expect(block).toHaveCSS('opacity', '0');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');

    const placeAt = async (fraction: number) => {
      const y = await block.evaluate(
        (element, f) => Math.round(element.getBoundingClientRect().top + window.scrollY - window.innerHeight * f),
        fraction,
      );
      await scrollToY(page, y);
    };
    await placeAt(0.9);
    await expect(block, 'at 90% of the viewport height').toHaveAttribute('data-reveal', 'hidden');
    await placeAt(0.8);
    await expect(block, 'at 80% of the viewport height').toHaveAttribute('data-reveal', 'shown');
    await expect(block).toHaveCSS('opacity', '1');
  });

  test('with the scrollToContact flag set, it scrolls to the contact form, clears the flag and focuses the first field', async ({ page }) => {
    await open(page, '/about');
    await page.evaluate(() => window.sessionStorage.setItem('scrollToContact', 'true'));
    await page.goto('/');
    const name = page.locator('#contact').getByLabel('Full Name');
    await expect(name).toBeFocused();
    await expectSectionAt(page, 'contact');
    expect(await sessionItem(page, 'scrollToContact')).toBeNull();

    // Without the flag (a fresh visit) the page stays at the top and nothing is focused.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-scrolled', 'false');
    await page.waitForFunction(() => performance.now() > 1500);
    await expect(name).not.toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('links to a home section (/#team) land on it with the 80px offset', async ({ page }) => {
    await open(page, '/team');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/#team');
    await expectSectionAt(page, 'team');
  });
});

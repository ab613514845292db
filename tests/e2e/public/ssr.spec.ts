import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import type { BlogPostDto } from '../../../src/modules/blog/blog-post.schema';
import type { CareerPositionDto } from '../../../src/modules/careers/career-position.schema';
import type { ExpertiseDto } from '../../../src/modules/expertise/expertise.schema';
import type { InsightDto } from '../../../src/modules/insights/insight.schema';
import type { ServiceDto } from '../../../src/modules/services/service.schema';
import type { TeamMemberDto } from '../../../src/modules/team/team-member.schema';
import { headText, htmlText, pageTitle, settingsOf } from '../support/expected';
import { apiGet, expect, open, scrollToY, test } from '../support/fixtures';

async function demoContent(request: APIRequestContext) {
  const [settings, services, team, posts, insights, expertise, careers] = await Promise.all([
    settingsOf(request),
    apiGet<ServiceDto[]>(request, 'services'),
    apiGet<TeamMemberDto[]>(request, 'team'),
    apiGet<BlogPostDto[]>(request, 'blog'),
    apiGet<InsightDto[]>(request, 'featured-insights'),
    apiGet<ExpertiseDto[]>(request, 'core-expertise'),
    apiGet<CareerPositionDto[]>(request, 'careers'),
  ]);
  const [service, member, post, position] = [services[0], team[0], posts.find((p) => p.isPublished), careers[0]];
  if (!service || !member || !post || !position) throw new Error('the demo content has a service, a member, a post and a position');
  return { settings, services, team, posts, insights, expertise, careers, service, member, post, position };
}

/** The raw HTML of a page, as a crawler or a browser without JavaScript gets it. */
async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  // React separates adjacent text nodes with empty comments; they are not part of the text.
  return { status: response.status(), html: (await response.text()).replaceAll('<!-- -->', '') };
}

test.describe('server-side rendering', () => {
  test('each page arrives with its content, its title tag and its canonical link already in the HTML', async ({ request, baseURL }) => {
    const c = await demoContent(request);
    const t = (title: string) => headText(pageTitle(c.settings, title));
    const pages: { path: string; title: string; content: string[] }[] = [
      {
        path: '/',
        title: headText(c.settings.seo.title),
        content: [c.settings.homepage.headline, ...c.insights.slice(0, 3).map((i) => i.title), ...c.expertise.slice(0, 4).map((e) => e.title)],
      },
      { path: '/about', title: t('About Us'), content: ['Our Values', 'Innovation', 'Partner With Us'] },
      { path: '/services', title: t('Services'), content: c.services.map((s) => s.title) },
      { path: `/service/${c.service.id}`, title: t(c.service.title), content: [c.service.title, c.service.description, ...c.service.features] },
      { path: '/team', title: t('Meet Our Team'), content: c.team.map((m) => m.name) },
      { path: `/team/${c.member.id}`, title: t(c.member.name), content: [c.member.name, c.member.title] },
      { path: '/blog', title: t('Insights & Perspectives'), content: c.posts.filter((p) => p.isPublished).map((p) => p.title) },
      { path: `/blog/${c.post.slug}`, title: t(c.post.title), content: [c.post.title, c.post.excerpt] },
      { path: '/careers', title: t('Careers'), content: c.careers.map((p) => p.title) },
      { path: `/careers/${c.position.id}`, title: t(c.position.title), content: [c.position.title, ...c.position.requirements] },
      { path: '/contact', title: t('Contact Us'), content: ['Send Message', 'Monday - Friday: 9am - 6pm GMT'] },
      { path: '/privacy', title: t('Privacy Policy'), content: ['Privacy Policy', c.settings.legal.companyLegalName] },
      { path: '/terms', title: t('Terms of Service'), content: ['laws of the State of New York'] },
    ];
    for (const { path, title, content } of pages) {
      const { status, html } = await rawPage(request, path);
      expect(status, path).toBe(200);
      expect(html, `${path}: title tag`).toContain(`<title>${title}</title>`);
      expect(html, `${path}: canonical link`).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      for (const text of content) expect(html, `${path} contains ${text}`).toContain(htmlText(text));
      // The layout is rendered on the server too.
      expect(html, `${path}: footer`).toContain('English (UK)');
    }
  });

  test('a blog article arrives with its full HTML content and article metadata', async ({ request, baseURL }) => {
    const { post, settings } = await demoContent(request);
    const { html } = await rawPage(request, `/blog/${post.slug}`);
    expect(html).toContain(post.content);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/blog/${post.slug}"`);
    expect(html).toContain(`<meta property="og:title" content="${headText(pageTitle(settings, post.title))}"`);
  });

  test('not-found pages answer HTTP 404, show their message and are not indexed', async ({ request }) => {
    const notFound: [string, string][] = [
      ['/no-such-page', '404 Page Not Found'],
      ['/admin-not-really', '404 Page Not Found'],
      ['/service/987654', 'Service Not Found'],
      ['/service/0', 'Service Not Found'],
      ['/team/987654', 'Team Member Not Found'],
      ['/team/abc', 'Team Member Not Found'],
      ['/blog/no-such-post', 'Blog Post Not Found'],
      ['/careers/987654', 'Position Not Found'],
      ['/careers/not-a-number', 'Position Not Found'],
    ];
    for (const [path, heading] of notFound) {
      const { status, html } = await rawPage(request, path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"');
    }
  });
});

const ROUTES = async (request: APIRequestContext) => {
  const c = await demoContent(request);
  return ['/', '/about', '/services', `/service/${c.service.id}`, '/team', `/team/${c.member.id}`, '/blog', `/blog/${c.post.slug}`, '/careers', `/careers/${c.position.id}`, '/contact', '/privacy', '/terms'];
};

test.describe('hydration', () => {
  test('every route hydrates without warnings or console errors', async ({ page, request, consoleGuard }) => {
    for (const path of await ROUTES(request)) {
      const response = await open(page, path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect(consoleGuard.messages(), `${path} console`).toEqual([]);
    }
  });

  test('pages hydrate cleanly for a signed-in visitor in dark mode', async ({ page, request, consoleGuard }) => {
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    const token = (await login.json()).data.token as string;
    await page.addInitScript((value) => {
      window.localStorage.setItem('auth_token', value);
      window.localStorage.setItem('consultancy-theme', 'dark');
    }, token);
    // A sample: the layout differs (account menu, dark theme) while the pages' own markup does not.
    const c = await demoContent(request);
    for (const path of ['/', `/team/${c.member.id}`, `/blog/${c.post.slug}`, `/careers/${c.position.id}`]) {
      await open(page, path);
      await expect(page.locator('header').getByRole('button', { name: E2E_ADMIN.username }), path).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(consoleGuard.messages(), `${path} console`).toEqual([]);
    }
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  });
});

/** Records the script chunks a page loads; Vite names a chunk after its module, plus an 8-character hash. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return (chunk: string) => scripts.some((path) => new RegExp(`/${chunk}-[\\w-]{8}\\.js$`).test(path));
}

test.describe('islands wake on use (docs/decisions/006)', () => {
  test('reading the home page top to bottom runs no island code, while its scroll aids follow the scroll', async ({ page }) => {
    const loaded = recordScripts(page);
    await open(page, '/');
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; y <= bottom; y += 400) await scrollToY(page, y);
    await scrollToY(page, bottom);
    await expect(page.getByTestId('progress-top')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Page sections' }).locator('[aria-current=location]')).toHaveCount(1);
    expect(loaded('hydrate-island'), 'React and Chakra').toBe(false);
  });

  test('a page nobody touches runs no island code; the accordion, menu and theme switch answer without it, and a form wakes its own', async ({ page }) => {
    const loaded = recordScripts(page);
    await open(page, '/services');
    // Longer than the cookie notice's delay: nothing the page does by itself wakes an island.
    await page.waitForFunction(() => performance.now() > 1500);
    expect(loaded('hydrate-island'), 'React and Chakra').toBe(false);

    // Plain DOM (issue 19 item 6): the first tap answers without loading React.
    const first = page.locator('main h3 > button[aria-expanded]').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: /^Colour theme: Light/ }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(loaded('hydrate-island'), 'the accordion, the menu and the theme switch').toBe(false);

    // A form's island wakes at its first use, and the click that woke it still does what it says.
    const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(signup.getByText('Please enter a valid email address')).toBeVisible();
    expect(loaded('newsletter-signup')).toBe(true);
    expect(loaded('hydrate-island')).toBe(true);
  });
});

test.describe('the stylesheet every page shares (docs/decisions/047)', () => {
  test('a woken island inserts none of its rules again', async ({ page }) => {
    await open(page, '/services');
    // The footer's sign-up form wakes on its first use; its error shows once it is live.
    const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(signup.getByText('Please enter a valid email address')).toBeVisible();
    const { shared, inserted } = await page.evaluate(() => {
      const classIds = (sheets: (CSSStyleSheet | null | undefined)[]) => {
        const ids = new Set<string>();
        const visit = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) for (const match of rule.selectorText.matchAll(/\.cx-([\w-]+)/g)) ids.add(match[1]!);
            if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of sheets) if (sheet) visit(sheet.cssRules);
        return [...ids];
      };
      // Emotion marks the <style> tags it fills in the browser with data-s.
      const browserTags = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion][data-s]'), (tag) => tag.sheet);
      return { shared: classIds([document.querySelector<HTMLLinkElement>('link[data-shared-styles]')?.sheet]), inserted: classIds(browserTags) };
    });
    expect(shared.length).toBeGreaterThan(100);
    expect(inserted.filter((id) => shared.includes(id))).toEqual([]);
  });
});

import type { TeamMemberDto } from '../../../src/modules/team/team-member.schema';
import { apiGet, expect, expectSectionAt, open, scrollToY, sessionItem, test } from '../support/fixtures';
import { focusDelayAfterClick, recordTimings } from '../support/timing';

// Runs in the 'mobile' project: a 375 × 812 touch screen.

test.describe('mobile', () => {
  test('the floating Contact Us button scrolls to #contact and focuses its first field after one second', async ({ page }) => {
    await recordTimings(page);
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Contact Us' });
    await expect(button).toBeVisible();
    await expect(button.locator('..')).toHaveCSS('position', 'fixed');

    await button.tap();
    const name = page.locator('#contact').getByLabel('Full Name');
    await expect(name).toBeFocused();
    await expectSectionAt(page, 'contact');
    const delay = await focusDelayAfterClick(page, 'name');
    expect(delay, 'focus delay in ms').toBeGreaterThanOrEqual(995);
    expect(delay).toBeLessThan(2500);
  });

  test('on a page without a contact form, Contact Us goes to the one on the home page', async ({ page }) => {
    await open(page, '/about');
    await page.getByRole('button', { name: 'Contact Us' }).tap();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#contact').getByLabel('Full Name')).toBeFocused();
    await expectSectionAt(page, 'contact');
    expect(await sessionItem(page, 'scrollToContact')).toBeNull();
  });

  test('the contact page, where the button leads, has no floating Contact Us button', async ({ page }) => {
    await open(page, '/contact');
    await expect(page.locator('#contact').getByLabel('Full Name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Us' })).toHaveCount(0);
  });

  test('the header keeps the menu but not the desktop Login button; the menu works by touch', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('header').getByRole('link', { name: 'Login' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About Us', 'Services', 'Blog', 'Careers', 'Login']);
    await nav.getByRole('link', { name: 'Services' }).tap();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  });

  test('home: the dot navigator stays hidden, the progress bars and header switch still work', async ({ page }) => {
    await open(page, '/');
    await scrollToY(page, 600);
    const dots = page.getByRole('navigation', { name: 'Page sections', includeHidden: true });
    await expect(dots, 'rendered, for wide screens').toBeAttached();
    await expect(dots).toBeHidden();
    await expect(page.getByTestId('progress-top')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-scrolled', 'true');
  });

  test('the team grid is a single column', async ({ page, request }) => {
    const members = await apiGet<TeamMemberDto[]>(request, 'team');
    await open(page, '/team');
    const cards = page.locator('main .chakra-card__root');
    await expect(cards).toHaveCount(members.length);
    const lefts = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });

  test('no page scrolls sideways at 375px', async ({ page }) => {
    const pages: [string, string | RegExp][] = [
      ['/about', 'About Us'],
      ['/services', 'Our Services'],
      ['/team', 'Meet Our Team'],
      ['/blog', 'Insights & Perspectives'],
      ['/careers', 'Join Our Team'],
      ['/contact', 'Contact Us'],
      ['/privacy', 'Privacy Policy'],
      ['/', /\S/],
    ];
    for (const [path, heading] of pages) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });

  test.describe('with the cookie notice', () => {
    test.use({ acceptCookies: false });

    test('the cookie notice sits above the Contact Us button and can be accepted by touch', async ({ page }) => {
      await open(page, '/blog');
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await expect(notice).toBeVisible();
      const button = page.getByRole('button', { name: 'Contact Us' });
      const noticeBox = await notice.boundingBox();
      const buttonBox = await button.boundingBox();
      expect(noticeBox && buttonBox, 'both are on screen').toBeTruthy();
      expect(noticeBox!.y + noticeBox!.height, 'the notice ends above the button').toBeLessThanOrEqual(buttonBox!.y);
      await notice.getByRole('button', { name: 'Accept All' }).tap();
      await expect(notice).toBeHidden();
    });
  });

  test('the contact form validates by touch', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).tap();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  });
});

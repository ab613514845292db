import { expect, open, test } from '../support/fixtures';
import { CPU_SLOWDOWN, FIRST_TAPS, measureFirstTap } from '../support/first-tap';

// A phone: 375 px, touch. The time is reported (here as an annotation, and by `npm run bench:first-tap`), never asserted.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

for (const tap of FIRST_TAPS) {
  test(`the ${tap.name} answers the first tap at ${CPU_SLOWDOWN}× CPU slow-down without loading any script (React included)`, async ({ page }, testInfo) => {
    await open(page, tap.path);
    const { milliseconds, scripts } = await measureFirstTap(page, tap.target(page), tap.changed);
    await expect(page.locator(tap.changed)).toBeVisible();
    expect(scripts, 'scripts requested for the first tap').toEqual([]);
    testInfo.annotations.push({ type: 'first tap', description: `${Math.round(milliseconds)} ms at ${CPU_SLOWDOWN}× slow-down` });
  });
}

import type { Locator, Page } from '@playwright/test';

/** The slow-down the issue measures at: a mid-range phone. */
export const CPU_SLOWDOWN = 4;

export type FirstTap = {
  /** From the tap's pointerdown to the frame after the change became visible. */
  milliseconds: number;
  /** The scripts the page requested between the tap and then. */
  scripts: string[];
};

/**
 * Taps `target` once with the CPU slowed down and measures how long the page takes to show the change,
 * which is when an element matches `changed` (a CSS selector) and the next frame has been drawn. Shared
 * by the first-tap browser test (which asserts what was loaded) and `npm run bench:first-tap` (which
 * reports the time): timings are never asserted.
 */
export async function measureFirstTap(page: Page, target: Locator, changed: string): Promise<FirstTap> {
  await target.scrollIntoViewIfNeeded();
  const scripts: string[] = [];
  const record = (request: { resourceType: () => string; url: () => string }) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate((selector) => {
    const timing = new Promise<number>((resolve) => {
      let tappedAt: number | undefined;
      addEventListener('pointerdown', (event) => (tappedAt = event.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (tappedAt === undefined || !document.querySelector(selector)) return;
        observer.disconnect();
        const start = tappedAt;
        // The frame that shows the change, then the task after it: the change is on screen.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      });
      observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
    });
    (window as unknown as { firstTap: Promise<number> }).firstTap = timing;
  }, changed);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  page.on('request', record);
  try {
    await target.tap();
    const milliseconds = await page.evaluate(() => (window as unknown as { firstTap: Promise<number> }).firstTap);
    return { milliseconds, scripts };
  } finally {
    page.off('request', record);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** What the bench and the test tap: the mobile menu on the home page and the first service on /services. */
export const FIRST_TAPS = [
  { name: 'mobile menu', path: '/', target: (page: Page) => page.getByRole('button', { name: 'Open menu' }), changed: 'dialog#site-menu[open]' },
  {
    name: 'services accordion',
    path: '/services',
    target: (page: Page) => page.locator('main h3 > button[aria-controls]').first(),
    changed: 'main h3 > button[aria-expanded=true]',
  },
] as const;

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const ADMIN_LOGIN = '/admin/login';

/** Stores the theme before any page script runs, as a returning visitor's choice would be. */
export async function storeTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => window.localStorage.setItem('consultancy-theme', value), theme);
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA plus best practices) on the page as it is now and fails on
 * any serious or critical violation, listing each rule, its impact and the offending elements.
 */
export async function expectNoSeriousViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map((node) => `  ${node.target.join(' >> ')}: ${(node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`),
      ].join('\n'),
    );
  expect(serious, `serious or critical axe violations ${state}`).toEqual([]);
}

export type FocusIndicator = { element: string; outline: string; boxShadow: string; visible: boolean; contrast: number | null };

/**
 * How the focused element shows its focus: an outline or a box-shadow, and how far the outline's
 * colour stands out from the background behind the element (WCAG asks 3:1 for such indicators).
 */
export const focusIndicator = (page: Page) =>
  page.evaluate(async (): Promise<FocusIndicator> => {
    // Styles that transition (even briefly) reach their focused value on a later frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const opaque = (colour: string) => {
      const parts = rgba(colour);
      return parts.length === 3 || (parts[3] ?? 0) >= 0.95;
    };
    let background = 'rgb(255, 255, 255)';
    for (let node: HTMLElement | null = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (opaque(colour)) {
        background = colour;
        break;
      }
    }
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && (rgba(style.outlineColor)[3] ?? 1) > 0;
    const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    let contrast: number | null = null;
    if (hasOutline) {
      const [a, b] = [luminance(rgba(style.outlineColor)), luminance(rgba(background))];
      contrast = Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 100) / 100;
    }
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} on ${background}`,
      boxShadow: style.boxShadow,
      visible: hasOutline || hasShadow,
      contrast,
    };
  });

import type { ThemeMode } from './theme-storage';

/** On <html>: the chosen mode (light, dark or system), for CSS that shows the theme switch's icon. */
export const THEME_MODE_ATTRIBUTE = 'data-theme-mode';

const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/** Puts the mode and the resolved theme on <html>; the inline bootstrap in the page head (server/http/theme-bootstrap.ts) does the same before the first paint. */
export function applyThemeMode(mode: ThemeMode) {
  const dark = mode === 'dark' || (mode === 'system' && prefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.setAttribute(THEME_MODE_ATTRIBUTE, mode);
}

import { applyThemeMode } from './theme-apply';
import { themeSwitchLabel, themeSwitchTitle, NEXT_THEME_MODE } from './theme-cycle';
import { readStoredThemeMode, THEME_STORAGE_KEY, type ThemeMode } from './theme-storage';

const SWITCH_SELECTOR = '[data-page-action="cycle-theme"]';

function label(mode: ThemeMode) {
  for (const button of document.querySelectorAll(SWITCH_SELECTOR)) {
    button.setAttribute('aria-label', themeSwitchLabel(mode));
    button.setAttribute('title', themeSwitchTitle(mode));
  }
}

/** Page script: labels the public theme switch for the stored mode, and follows the system while in system mode. */
export function followThemeMode() {
  label(readStoredThemeMode());
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (readStoredThemeMode() === 'system') applyThemeMode('system');
  });
}

/** A tap on the public theme switch: the next mode, stored, applied and shown at once. */
export function cycleThemeMode() {
  const next = NEXT_THEME_MODE[readStoredThemeMode()];
  window.localStorage.setItem(THEME_STORAGE_KEY, next);
  applyThemeMode(next);
  label(next);
}

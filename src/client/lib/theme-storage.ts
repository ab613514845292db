/** The spec's storage key; values light, dark or system, default light. */
export const THEME_STORAGE_KEY = 'consultancy-theme';
export type ThemeMode = 'light' | 'dark' | 'system';

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark' || value === 'system';

export function readStoredThemeMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : 'light';
  } catch {
    return 'light';
  }
}

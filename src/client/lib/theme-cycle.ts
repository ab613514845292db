import type { ThemeMode } from './theme-storage';

/** The theme switch cycles light → dark → system; its label says the current mode and what a click does. */
export const NEXT_THEME_MODE: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export const themeSwitchLabel = (mode: ThemeMode) => `Colour theme: ${LABEL[mode]}. Switch to ${LABEL[NEXT_THEME_MODE[mode]]}`;
export const themeSwitchTitle = (mode: ThemeMode) => `Theme: ${LABEL[mode]}`;

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyThemeMode } from './theme-apply';
import { readStoredThemeMode, THEME_STORAGE_KEY, type ThemeMode } from './theme-storage';

type ThemeModeContextValue = { mode: ThemeMode; setMode: (mode: ThemeMode) => void };

const ThemeModeContext = createContext<ThemeModeContextValue>({ mode: 'light', setMode: () => {} });

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  // The server cannot know the stored mode: start from the default and read it after hydration.
  const [mode, setModeState] = useState<ThemeMode>('light');

  useEffect(() => {
    setModeState(readStoredThemeMode());
  }, []);

  useEffect(() => {
    applyThemeMode(mode);
    if (mode !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyThemeMode('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
    setModeState(next);
  }, []);

  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export const useThemeMode = () => useContext(ThemeModeContext);

import { useSyncExternalStore } from 'react';

/** The spec's browser storage key for the session token. */
export const AUTH_TOKEN_KEY = 'auth_token';

export const getAuthToken = (): string | null =>
  typeof window === 'undefined' ? null : window.localStorage.getItem(AUTH_TOKEN_KEY);

export const setAuthToken = (token: string) => window.localStorage.setItem(AUTH_TOKEN_KEY, token);

export const clearAuthToken = () => window.localStorage.removeItem(AUTH_TOKEN_KEY);

const listeners = new Set<() => void>();
/** Tells this tab's readers that the stored token changed (other tabs hear the storage event). */
export const notifyAuthToken = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === AUTH_TOKEN_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The stored token; null on the server and during hydration, so both render signed out. */
export const useAuthToken = () => useSyncExternalStore(subscribe, getAuthToken, () => null);

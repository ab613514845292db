import { useSyncExternalStore } from 'react';
import { AUTH_TOKEN_KEY, getAuthToken } from './auth-token-storage';

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

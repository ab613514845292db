import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { AUTH_TOKEN_KEY, clearAuthToken, getAuthToken, setAuthToken } from './auth-token';
import { trpc } from './trpc';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
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

/**
 * The spec's authentication states: signed out without a token; with one, the current user
 * from /auth/me, and a 401 there clears the token.
 */
export function useAuth() {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery(undefined, { enabled: Boolean(token) });

  useEffect(() => {
    if (me.error?.data?.httpStatus === 401) {
      clearAuthToken();
      notify();
    }
  }, [me.error]);

  const signIn = useCallback(
    async (newToken: string) => {
      setAuthToken(newToken);
      notify();
      await utils.auth.me.invalidate();
    },
    [utils],
  );

  const logoutMutation = trpc.auth.logout.useMutation();
  const signOut = useCallback(async () => {
    await logoutMutation.mutateAsync().catch(() => undefined);
    clearAuthToken();
    notify();
    queryClient.removeQueries({ queryKey: [['auth', 'me']] });
  }, [logoutMutation, queryClient]);

  const user = token ? (me.data?.data ?? null) : null;
  return { user, isLoading: Boolean(token) && me.isLoading, isSignedIn: Boolean(user), signIn, signOut };
}

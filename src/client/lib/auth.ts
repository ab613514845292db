import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { notifyAuthToken, useAuthToken } from './auth-token';
import { clearAuthToken, setAuthToken } from './auth-token-storage';
import { trpc } from './trpc';

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
      notifyAuthToken();
    }
  }, [me.error]);

  const signIn = useCallback(
    async (newToken: string) => {
      setAuthToken(newToken);
      notifyAuthToken();
      await utils.auth.me.invalidate();
    },
    [utils],
  );

  const logoutMutation = trpc.auth.logout.useMutation();
  const signOut = useCallback(async () => {
    await logoutMutation.mutateAsync().catch(() => undefined);
    clearAuthToken();
    notifyAuthToken();
    queryClient.removeQueries({ queryKey: [['auth', 'me']] });
  }, [logoutMutation, queryClient]);

  const user = token ? (me.data?.data ?? null) : null;
  return { user, isLoading: Boolean(token) && me.isLoading, isSignedIn: Boolean(user), signIn, signOut };
}

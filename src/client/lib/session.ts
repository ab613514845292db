import { useCallback, useEffect, useState } from 'react';
import type { AuthUser } from '../../modules/auth/auth.schema';
import { loadApi } from './load-api';
import { notifyAuthToken, useAuthToken } from './auth-token';
import { clearAuthToken } from './auth-token-storage';
import { signOut } from './sign-out';

/** The HTTP status a tRPC call failed with, without importing the client's error class up front. */
const httpStatus = (error: unknown) => (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;

/**
 * The spec's authentication states for the public pages' header: signed out without a token; with
 * one, the current user from /auth/me, and a 401 there clears the token. (The dashboard's `useAuth`
 * does the same through its query cache.)
 */
export function useSession() {
  const token = useAuthToken();
  const [user, setUser] = useState<AuthUser | null>(null);

  useEffect(() => {
    setUser(null);
    if (!token) return;
    let current = true;
    loadApi()
      .then((api) => api.auth.me.query())
      .then((answer) => current && setUser(answer.data))
      .catch((error: unknown) => {
        if (httpStatus(error) !== 401) return;
        clearAuthToken();
        notifyAuthToken();
      });
    return () => {
      current = false;
    };
  }, [token]);

  const signOutHere = useCallback(async () => {
    await signOut();
    notifyAuthToken();
  }, []);

  return { user, isSignedIn: Boolean(user), signOut: signOutHere };
}

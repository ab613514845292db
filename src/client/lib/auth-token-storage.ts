/** The spec's browser storage key for the session token. */
export const AUTH_TOKEN_KEY = 'auth_token';

export const getAuthToken = (): string | null => (typeof window === 'undefined' ? null : window.localStorage.getItem(AUTH_TOKEN_KEY));

export const setAuthToken = (token: string) => window.localStorage.setItem(AUTH_TOKEN_KEY, token);

export const clearAuthToken = () => window.localStorage.removeItem(AUTH_TOKEN_KEY);

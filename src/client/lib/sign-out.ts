import { loadApi } from './load-api';
import { clearAuthToken } from './auth-token-storage';

/** Ends the session on the server (a failure there still signs this browser out) and forgets the token. */
export async function signOut() {
  await loadApi()
    .then((api) => api.auth.logout.mutate())
    .catch(() => undefined);
  clearAuthToken();
}

/** The public pages' Log out: signed out, on the home page. */
export async function signOutAndGoHome() {
  await signOut();
  window.location.assign('/');
}

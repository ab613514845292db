import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../lib/session';
import { markSignedIn } from '../../lib/signed-in';

// Only a signed-in visitor sees it, and never in server-rendered HTML: it stays out of the first load.
const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The header's Login button, or for a signed-in visitor the My Account menu: the one island of the
 * header, woken with the page when a session token is stored (islands/island-wake.ts).
 */
export function HeaderAccount() {
  const { user, isSignedIn, signOut } = useSession();
  useEffect(() => {
    markSignedIn(isSignedIn);
  }, [isSignedIn]);

  const logOut = async () => {
    await signOut();
    window.location.assign('/');
  };

  return isSignedIn ? (
    <Suspense fallback={null}>
      <AccountMenu username={user?.username} onLogOut={logOut} />
    </Suspense>
  ) : (
    <Button asChild size="sm" colorPalette="blue">
      <a href="/admin/login">Login</a>
    </Button>
  );
}

import { Box, Button, Flex, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ResponsiveImage } from '../ui/responsive-image';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-context';
import { useActiveSection } from '../../lib/use-active-section';
import { useScrolledPast } from '../../lib/use-scroll-y';
import { HOME_ANCHORS, type NavItem, NAV_ITEMS } from './nav-items';
import { ThemeModeProvider } from '../../lib/theme-mode';
import { ThemeToggle } from './theme-toggle';

// Only a signed-in visitor sees it, and never in server-rendered HTML: it stays out of the first load.
const AccountMenu = lazy(() => import('./account-menu'));
// The slide-in menu's dialog machinery loads when the visitor reaches for the button, not with the page.
const loadSiteMenu = () => void import('./site-menu');
const SiteMenu = lazy(() => import('./site-menu'));

/** The spec's header switch: a dark panel at the top, a light one after 20px of scrolling. */
export const HEADER_SCROLL_THRESHOLD = 20;
export const HEADER_HEIGHT = '64px';

/** `path`: the page's own path, for the highlighted menu item. */
export function Header({ path }: { path: string }) {
  const settings = useSiteSettings();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so closing still animates.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  const activeSection = useActiveSection(HOME_ANCHORS, path === '/');
  const { user, isSignedIn, signOut } = useSession();

  const isActive = (item: NavItem) =>
    path === '/' ? activeSection === item.anchor : item.path !== '/' && path.startsWith(item.path);

  const logOut = async () => {
    setMenuOpen(false);
    await signOut();
    window.location.assign('/');
  };

  const fg = scrolled ? 'fg' : 'white';
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      height={HEADER_HEIGHT}
      bg={scrolled ? 'bg/95' : 'surface.hero'}
      color={fg}
      borderBottomWidth={scrolled ? '1px' : '0'}
      boxShadow={scrolled ? 'sm' : 'none'}
      backdropFilter={scrolled ? 'blur(8px)' : undefined}
      transition="background-color 0.2s, box-shadow 0.2s"
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <Flex maxW="7xl" mx="auto" h="full" px={{ base: '4', md: '6' }} align="center" justify="space-between" gap="4">
        <Flex align="center" gap="2">
          <IconButton
            ref={menuButton}
            variant="ghost"
            color={fg}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
            onPointerEnter={loadSiteMenu}
            onFocus={loadSiteMenu}
            _hover={{ bg: scrolled ? 'bg.muted' : 'whiteAlpha.200' }}
          >
            <MenuIcon aria-hidden />
          </IconButton>
          {menuUsed && (
            <Suspense fallback={null}>
              <SiteMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                returnFocusTo={() => menuButton.current}
                isActive={isActive}
                isSignedIn={isSignedIn}
                onLogOut={logOut}
              />
            </Suspense>
          )}
          <a href="/" aria-label={`${settings.company.name}, home`}>
            {scrolled ? (
              <>
                <ResponsiveImage src={settings.logo.light} alt="" htmlWidth={160} htmlHeight={32} sizes="160px" loading="eager" h="32px" w="160px" data-logo="light" _dark={{ display: 'none' }} />
                <ResponsiveImage src={settings.logo.dark} alt="" htmlWidth={160} htmlHeight={32} sizes="160px" loading="eager" h="32px" w="160px" data-logo="dark" display="none" _dark={{ display: 'block' }} />
              </>
            ) : (
              <ResponsiveImage src={settings.logo.dark} alt="" htmlWidth={160} htmlHeight={32} sizes="160px" loading="eager" h="32px" w="160px" data-logo="dark" />
            )}
          </a>
        </Flex>

        <Flex align="center" gap="2">
          <ThemeModeProvider>
            <ThemeToggle color={fg} />
          </ThemeModeProvider>
          <Box display={{ base: 'none', md: 'block' }}>
            {isSignedIn ? (
              <Suspense fallback={null}>
                <AccountMenu username={user?.username} color={fg} scrolled={scrolled} onLogOut={logOut} />
              </Suspense>
            ) : (
              <Button asChild size="sm" colorPalette="blue">
                <a href="/admin/login">Login</a>
              </Button>
            )}
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}

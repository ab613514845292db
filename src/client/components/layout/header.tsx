import { Box, Button, Flex, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LOGO_IMAGE_PROPS } from './logo-image';
import { ResponsiveImage } from '../ui/responsive-image';
import { CONTENT_PADDING_X, CONTENT_WIDTH } from '../ui/section';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-context';
import { WHEN_SCROLLED } from '../../lib/header-scroll';
import { useActiveSection } from '../../lib/use-active-section';
import { HOME_ANCHORS, type NavItem } from './nav-items';
import { ThemeModeProvider } from '../../lib/theme-mode';
import { ThemeToggle } from './theme-toggle';

// Only a signed-in visitor sees it, and never in server-rendered HTML: it stays out of the first load.
const AccountMenu = lazy(() => import('./account-menu'));
// The slide-in menu's dialog machinery loads when the visitor reaches for the button, not with the page.
const loadSiteMenu = () => void import('./site-menu');
const SiteMenu = lazy(() => import('./site-menu'));

export const HEADER_HEIGHT = '64px';

const logoProps = { alt: '', ...LOGO_IMAGE_PROPS } as const;

/**
 * `path`: the page's own path, for the highlighted menu item. Its look at the top and once scrolled
 * is plain CSS on `html[data-scrolled]` (lib/header-scroll.ts): the header needs no JavaScript until
 * the visitor reaches for it.
 */
export function Header({ path }: { path: string }) {
  const settings = useSiteSettings();
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

  const isActive = (item: NavItem) => (path === '/' ? activeSection === item.anchor : item.path !== '/' && path.startsWith(item.path));

  const logOut = async () => {
    setMenuOpen(false);
    await signOut();
    window.location.assign('/');
  };

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      height={HEADER_HEIGHT}
      bg="surface.hero"
      color="white"
      borderBottomWidth="0"
      transition="background-color 0.2s, box-shadow 0.2s"
      css={{ [WHEN_SCROLLED]: { bg: 'bg/95', color: 'fg', borderBottomWidth: '1px', boxShadow: 'sm', backdropFilter: 'blur(8px)' } }}
    >
      <Flex maxW={CONTENT_WIDTH} mx="auto" h="full" px={CONTENT_PADDING_X} align="center" justify="space-between" gap="4">
        <Flex align="center" gap="2">
          <IconButton
            ref={menuButton}
            variant="ghost"
            color="inherit"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
            onPointerEnter={loadSiteMenu}
            onFocus={loadSiteMenu}
            _hover={{ bg: 'whiteAlpha.200' }}
            css={{ [WHEN_SCROLLED]: { _hover: { bg: 'bg.muted' } } }}
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
            {/* The dark-background logo on the hero-coloured header, and in the dark theme; the light one once scrolled. */}
            <ResponsiveImage src={settings.logo.dark} {...logoProps} data-logo="dark" css={{ 'html:not(.dark)[data-scrolled=true] &': { display: 'none' } }} />
            <ResponsiveImage
              src={settings.logo.light}
              {...logoProps}
              loading="lazy"
              data-logo="light"
              display="none"
              css={{ 'html:not(.dark)[data-scrolled=true] &': { display: 'block' } }}
            />
          </a>
        </Flex>

        <Flex align="center" gap="2">
          <ThemeModeProvider>
            <ThemeToggle color="inherit" />
          </ThemeModeProvider>
          <Box display={{ base: 'none', md: 'block' }}>
            {isSignedIn ? (
              <Suspense fallback={null}>
                <AccountMenu username={user?.username} onLogOut={logOut} />
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

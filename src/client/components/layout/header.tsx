import { Box, Button, CloseButton, Drawer, Flex, IconButton, Image, Portal, Stack } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../lib/auth';
import { useSiteSettings } from '../../lib/site-context';
import { useActiveSection } from '../../lib/use-active-section';
import { useScrolledPast } from '../../lib/use-scroll-y';
import { HOME_ANCHORS, NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';

// Only a signed-in visitor sees it, and never in server-rendered HTML: it stays out of the first load.
const AccountMenu = lazy(() => import('./account-menu'));

/** The spec's header switch: a dark panel at the top, a light one after 20px of scrolling. */
export const HEADER_SCROLL_THRESHOLD = 20;
export const HEADER_HEIGHT = '64px';

export function Header() {
  const settings = useSiteSettings();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [path, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const activeSection = useActiveSection(HOME_ANCHORS, path === '/');
  const { user, isSignedIn, signOut } = useAuth();

  const isActive = (item: (typeof NAV_ITEMS)[number]) =>
    path === '/' ? activeSection === item.anchor : item.path !== '/' && path.startsWith(item.path);

  const logOut = async () => {
    setMenuOpen(false);
    await signOut();
    navigate('/');
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
          <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton variant="ghost" color={fg} aria-label="Open menu" _hover={{ bg: scrolled ? 'bg.muted' : 'whiteAlpha.200' }}>
                <MenuIcon aria-hidden />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>
                      <Image src={settings.logo.light} alt={settings.company.name} height="32px" width="160px" _dark={{ display: 'none' }} />
                      <Image src={settings.logo.dark} alt={settings.company.name} height="32px" width="160px" display="none" _dark={{ display: 'block' }} />
                    </Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack as="nav" aria-label="Main" gap="1">
                      {NAV_ITEMS.map((item) => (
                        <Button
                          key={item.path}
                          asChild
                          variant={isActive(item) ? 'subtle' : 'ghost'}
                          colorPalette={isActive(item) ? 'blue' : 'gray'}
                          justifyContent="flex-start"
                          size="lg"
                          aria-current={isActive(item) ? 'page' : undefined}
                        >
                          <Link href={item.path} onClick={() => setMenuOpen(false)}>
                            {item.label}
                          </Link>
                        </Button>
                      ))}
                      <Box borderTopWidth="1px" my="3" />
                      {isSignedIn ? (
                        <>
                          <Button asChild variant="ghost" justifyContent="flex-start" size="lg">
                            <Link href="/admin/dashboard" onClick={() => setMenuOpen(false)}>
                              Admin Dashboard
                            </Link>
                          </Button>
                          <Button variant="ghost" justifyContent="flex-start" size="lg" onClick={logOut}>
                            Log out
                          </Button>
                        </>
                      ) : (
                        <Button asChild variant="ghost" justifyContent="flex-start" size="lg">
                          <Link href="/admin/login" onClick={() => setMenuOpen(false)}>
                            Login
                          </Link>
                        </Button>
                      )}
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Link href="/" aria-label={`${settings.company.name}, home`}>
            {scrolled ? (
              <>
                <Image src={settings.logo.light} alt="" height="32px" width="160px" data-logo="light" _dark={{ display: 'none' }} />
                <Image src={settings.logo.dark} alt="" height="32px" width="160px" data-logo="dark" display="none" _dark={{ display: 'block' }} />
              </>
            ) : (
              <Image src={settings.logo.dark} alt="" height="32px" width="160px" data-logo="dark" />
            )}
          </Link>
        </Flex>

        <Flex align="center" gap="2">
          <ThemeToggle color={fg} />
          <Box display={{ base: 'none', md: 'block' }}>
            {isSignedIn ? (
              <Suspense fallback={null}>
                <AccountMenu username={user?.username} color={fg} scrolled={scrolled} onLogOut={logOut} />
              </Suspense>
            ) : (
              <Button asChild size="sm" colorPalette="blue">
                <Link href="/admin/login">Login</Link>
              </Button>
            )}
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}

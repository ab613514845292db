import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { LoadingState } from '../../components/ui/state-views';
import { useAuth } from '../../lib/auth';
import { AdminLogo } from '../components/admin-logo';
import { useAdminTitle } from '../components/use-admin-title';
import { sectionFor } from './admin-sections';
import { AdminTopBar, TOP_BAR_HEIGHT } from './admin-top-bar';
import { SectionBoundary } from './section-boundary';
import { SectionNav } from './section-nav';
import { useHashSection } from './use-hash-section';

const LOGIN = '/admin/login';

export default function DashboardPage() {
  useAdminTitle('Admin Dashboard');
  const [, navigate] = useLocation();
  const { user, isLoading, isSignedIn, signOut } = useAuth();
  const [active, select] = useHashSection();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    if (!isLoading && !isSignedIn) navigate(LOGIN, { replace: true });
  }, [isLoading, isSignedIn, navigate]);

  if (isLoading || !user) return <LoadingState label="Loading the dashboard…" />;

  const section = sectionFor(active);
  const logout = async () => {
    setLoggingOut(true);
    await signOut();
    navigate(LOGIN, { replace: true });
  };

  return (
    <Flex direction="column" minH="100vh" bg="bg.muted">
      <AdminTopBar username={user.username} onOpenMenu={() => setMenuOpen(true)} onLogout={logout} loggingOut={loggingOut} />
      <Flex flex="1" align="stretch">
        <Box
          as="nav"
          aria-label="Dashboard sections"
          display={{ base: 'none', lg: 'block' }}
          width="64"
          flexShrink={0}
          bg="bg.panel"
          borderRightWidth="1px"
          position="sticky"
          top={TOP_BAR_HEIGHT}
          height={`calc(100vh - ${TOP_BAR_HEIGHT})`}
          overflowY="auto"
          p="3"
        >
          <SectionNav active={active} onSelect={select} />
        </Box>
        <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
          <Box maxW="7xl" mx="auto">
            <SectionBoundary key={active}>
              <Suspense fallback={<LoadingState label={`Loading ${section.title}…`} />}>
                <section.component />
              </Suspense>
            </SectionBoundary>
          </Box>
        </Box>
      </Flex>

      <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottomWidth="1px">
                <Drawer.Title>
                  <AdminLogo height={28} />
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body as="nav" aria-label="Dashboard sections" p="3">
                <SectionNav
                  active={active}
                  onSelect={(hash) => {
                    select(hash);
                    setMenuOpen(false);
                  }}
                />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close sections menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}

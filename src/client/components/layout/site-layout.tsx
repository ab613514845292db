import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './footer';
import { CookieNotice } from './cookie-notice';
import { Header, HEADER_HEIGHT } from './header';
import { MobileContactButton } from './mobile-contact-button';
import { PageToastRegion } from './page-toast-region';
import { mainContentProps, SkipLink } from './skip-link';

export function SiteLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      <Header path={path} />
      <Box as="main" flex="1" pt={HEADER_HEIGHT} {...mainContentProps}>
        {children}
      </Box>
      <Footer />
      <CookieNotice />
      <PageToastRegion />
      {/* The contact page is where it leads. */}
      {path !== '/contact' && <MobileContactButton />}
    </Box>
  );
}

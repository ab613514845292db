import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header, HEADER_HEIGHT } from './header';
import { MobileContactButton } from './mobile-contact-button';
import { mainContentProps, SkipLink } from './skip-link';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      <Header />
      <Box as="main" flex="1" pt={HEADER_HEIGHT} {...mainContentProps}>
        {children}
      </Box>
      <Footer />
      <CookieNotice />
      <MobileContactButton />
    </Box>
  );
}

import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header, HEADER_HEIGHT } from './header';
import { MobileContactButton } from './mobile-contact-button';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <Box as="main" id="main" flex="1" pt={HEADER_HEIGHT} tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <Footer />
      <CookieNotice />
      <MobileContactButton />
    </Box>
  );
}

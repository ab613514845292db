import { Box, Button, chakra, CloseButton, Stack } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { ResponsiveImage } from '../ui/responsive-image';
import { LOGO_IMAGE_PROPS } from './logo-image';
import { useSiteSettings } from '../../lib/site-context';
import { pageAction } from '../../lib/page-actions';
import { HOME_MENU_ATTRIBUTE, MENU_ANCHOR_ATTRIBUTE, SITE_MENU_ID } from '../../lib/site-menu';
import { SIGNED_IN_ATTRIBUTE } from '../../lib/signed-in';
import { NAV_ITEMS } from './nav-items';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const ONLY_SIGNED_IN = { [`html:not([${SIGNED_IN_ATTRIBUTE}]) &`]: { display: 'none' } };
const ONLY_SIGNED_OUT = { [`html[${SIGNED_IN_ATTRIBUTE}] &`]: { display: 'none' } };

const linkProps = { variant: 'ghost', justifyContent: 'flex-start', size: 'lg' } as const;

/**
 * The header's slide-in menu: the spec's navigation items, then Login or Admin Dashboard and Log out.
 * A native modal <dialog> rendered by the server and opened by plain DOM (lib/site-menu.ts), so the
 * first tap answers at once without React. The current item is the page's (or, on the home page, the
 * section in view's, marked when it opens); the signed-in items show once the header's account island
 * has confirmed the session (lib/signed-in.ts).
 */
export function SiteMenu({ path }: { path: string }) {
  const settings = useSiteSettings();
  const isHome = path === '/';
  return (
    <chakra.dialog
      id={SITE_MENU_ID}
      aria-label="Menu"
      {...(isHome ? { [HOME_MENU_ATTRIBUTE]: '' } : {})}
      position="fixed"
      inset="0"
      insetInlineEnd="auto"
      margin="0"
      padding="0"
      border="none"
      width="min(20rem, calc(100vw - 3rem))"
      maxWidth="none"
      height="100dvh"
      maxHeight="none"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      css={{
        '&[open]': { animation: `${slideIn} 0.2s ease-out` },
        '&::backdrop': { background: 'rgba(0, 0, 0, 0.6)', animation: `${fadeIn} 0.2s ease-out` },
        '@media (prefers-reduced-motion: reduce)': { '&[open], &::backdrop': { animation: 'none' } },
      }}
    >
      <Box position="relative" height="full" overflowY="auto" px="6" py="4">
        <Box py="2" pe="10">
          <ResponsiveImage src={settings.logo.light} alt={settings.company.name} {...LOGO_IMAGE_PROPS} _dark={{ display: 'none' }} />
          <ResponsiveImage src={settings.logo.dark} alt={settings.company.name} {...LOGO_IMAGE_PROPS} display="none" _dark={{ display: 'block' }} />
        </Box>
        <Stack as="nav" aria-label="Main" gap="1" mt="4">
          {NAV_ITEMS.map((item) => (
            <Button
              key={item.path}
              asChild
              {...linkProps}
              css={{ '&[aria-current=page]': { bg: 'blue.subtle', color: 'blue.fg' } }}
              aria-current={!isHome && item.path !== '/' && path.startsWith(item.path) ? 'page' : undefined}
              {...{ [MENU_ANCHOR_ATTRIBUTE]: item.anchor }}
            >
              <a href={item.path}>{item.label}</a>
            </Button>
          ))}
          <Box borderTopWidth="1px" my="3" />
          <Button asChild {...linkProps} css={ONLY_SIGNED_IN}>
            <a href="/admin/dashboard">Admin Dashboard</a>
          </Button>
          <Button {...linkProps} css={ONLY_SIGNED_IN} {...pageAction('log-out')}>
            Log out
          </Button>
          <Button asChild {...linkProps} css={ONLY_SIGNED_OUT}>
            <a href="/admin/login">Login</a>
          </Button>
        </Stack>
        <CloseButton size="sm" aria-label="Close menu" position="absolute" top="3" insetInlineEnd="3" {...pageAction('close-menu')} />
      </Box>
    </chakra.dialog>
  );
}

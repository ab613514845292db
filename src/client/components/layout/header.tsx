import { Box, Flex, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { LOGO_IMAGE_PROPS } from './logo-image';
import { ResponsiveImage } from '../ui/responsive-image';
import { CONTENT_PADDING_X, CONTENT_WIDTH } from '../ui/section';
import { Island } from '../../islands/island';
import { useSiteSettings } from '../../lib/site-context';
import { WHEN_SCROLLED } from '../../lib/header-scroll';
import { pageAction } from '../../lib/page-actions';
import { SITE_MENU_ID } from '../../lib/site-menu';
import { PublicThemeSwitch } from './public-theme-switch';
import { SiteMenu } from './site-menu';

export const HEADER_HEIGHT = '64px';

const logoProps = { alt: '', ...LOGO_IMAGE_PROPS } as const;

/**
 * `path`: the page's own path, for the menu's current item. Server markup that answers the first tap
 * without React (issue 19 item 6): the menu and the theme switch are plain DOM (page actions), its look
 * at the top and once scrolled is CSS on `html[data-scrolled]` (lib/header-scroll.ts), and only the
 * account corner is an island, woken with the page for a signed-in visitor.
 */
export function Header({ path }: { path: string }) {
  const settings = useSiteSettings();
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
            variant="ghost"
            color="inherit"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={false}
            aria-controls={SITE_MENU_ID}
            {...pageAction('open-menu')}
            _hover={{ bg: 'whiteAlpha.200' }}
            css={{ [WHEN_SCROLLED]: { _hover: { bg: 'bg.muted' } } }}
          >
            <MenuIcon aria-hidden />
          </IconButton>
          <SiteMenu path={path} />
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
          <PublicThemeSwitch />
          <Box display={{ base: 'none', md: 'block' }}>
            <Island name="header-account" />
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}

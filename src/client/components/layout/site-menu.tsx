import { Box, Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { ResponsiveImage } from '../ui/responsive-image';
import { LOGO_IMAGE_PROPS } from './logo-image';
import { useSiteSettings } from '../../lib/site-context';
import { type NavItem, NAV_ITEMS } from './nav-items';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
  isActive: (item: NavItem) => boolean;
  isSignedIn: boolean;
  onLogOut: () => void;
};

/** The header's slide-in menu: the spec's navigation items, then Login or Admin Dashboard and Log out. */
export default function SiteMenu({ open, onOpenChange, returnFocusTo, isActive, isSignedIn, onLogOut }: Props) {
  const settings = useSiteSettings();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} finalFocusEl={returnFocusTo} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <ResponsiveImage src={settings.logo.light} alt={settings.company.name} {...LOGO_IMAGE_PROPS} _dark={{ display: 'none' }} />
                <ResponsiveImage src={settings.logo.dark} alt={settings.company.name} {...LOGO_IMAGE_PROPS} display="none" _dark={{ display: 'block' }} />
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
                    <a href={item.path} onClick={close}>
                      {item.label}
                    </a>
                  </Button>
                ))}
                <Box borderTopWidth="1px" my="3" />
                {isSignedIn ? (
                  <>
                    <Button asChild variant="ghost" justifyContent="flex-start" size="lg">
                      <a href="/admin/dashboard" onClick={close}>
                        Admin Dashboard
                      </a>
                    </Button>
                    <Button variant="ghost" justifyContent="flex-start" size="lg" onClick={onLogOut}>
                      Log out
                    </Button>
                  </>
                ) : (
                  <Button asChild variant="ghost" justifyContent="flex-start" size="lg">
                    <a href="/admin/login" onClick={close}>
                      Login
                    </a>
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
  );
}

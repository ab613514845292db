import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown, UserRound } from 'lucide-react';
import { WHEN_SCROLLED } from '../../lib/header-scroll';

type Props = { username?: string; onLogOut: () => void };

/** The desktop header's "My Account" dropdown for a signed-in visitor. */
export default function AccountMenu({ username, onLogOut }: Props) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          color="inherit"
          borderColor="whiteAlpha.500"
          bg="transparent"
          _hover={{ bg: 'whiteAlpha.200' }}
          css={{ [WHEN_SCROLLED]: { borderColor: 'border', _hover: { bg: 'bg.muted' } } }}
        >
          <UserRound aria-hidden />
          {username || 'Account'}
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>My Account</Menu.ItemGroupLabel>
              <Menu.Item value="dashboard" asChild>
                <a href="/admin/dashboard">Admin Dashboard</a>
              </Menu.Item>
              <Menu.Item value="logout" onSelect={onLogOut}>
                Log out
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

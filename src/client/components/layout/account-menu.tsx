import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown, UserRound } from 'lucide-react';

type Props = { username?: string; color: string; scrolled: boolean; onLogOut: () => void };

/** The desktop header's "My Account" dropdown for a signed-in visitor. */
export default function AccountMenu({ username, color, scrolled, onLogOut }: Props) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" color={color} borderColor={scrolled ? 'border' : 'whiteAlpha.500'} bg="transparent" _hover={{ bg: scrolled ? 'bg.muted' : 'whiteAlpha.200' }}>
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

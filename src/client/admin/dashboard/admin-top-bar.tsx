import { Badge, Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { ExternalLink, LogOut, Menu as MenuIcon, UserRound } from 'lucide-react';
import { ThemeToggle } from '../components/theme-toggle';
import { AdminLogo } from '../components/admin-logo';

export const TOP_BAR_HEIGHT = '64px';

type Props = { username: string; onOpenMenu: () => void; onLogout: () => void; loggingOut: boolean };

export function AdminTopBar({ username, onOpenMenu, onLogout, loggingOut }: Props) {
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      height={TOP_BAR_HEIGHT}
      px={{ base: '3', md: '6' }}
      align="center"
      justify="space-between"
      gap="3"
      bg="bg.panel"
      borderBottomWidth="1px"
      boxShadow="xs"
    >
      <Flex align="center" gap="2" minW="0">
        <IconButton variant="ghost" aria-label="Open sections menu" display={{ base: 'inline-flex', lg: 'none' }} onClick={onOpenMenu}>
          <MenuIcon aria-hidden />
        </IconButton>
        <Flex flexShrink={0}>
          <AdminLogo height={28} />
        </Flex>
        <Badge colorPalette="blue" variant="subtle" display={{ base: 'none', sm: 'inline-flex' }}>
          CMS
        </Badge>
      </Flex>
      <Flex align="center" gap={{ base: '1', md: '2' }}>
        <Flex align="center" gap="1.5" color="fg.muted" display={{ base: 'none', md: 'flex' }} mr="2">
          <UserRound size={16} aria-hidden />
          <Text fontSize="sm" data-testid="admin-username">
            {username}
          </Text>
        </Flex>
        <ThemeToggle />
        <Button asChild variant="ghost" size="sm" px={{ base: '2', md: '3' }}>
          <a href="/" aria-label="View Site">
            <ExternalLink aria-hidden />
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              View Site
            </Box>
          </a>
        </Button>
        <Button variant="outline" size="sm" px={{ base: '2', md: '3' }} onClick={onLogout} loading={loggingOut} aria-label="Logout">
          <LogOut aria-hidden />
          <Box as="span" display={{ base: 'none', md: 'inline' }}>
            Logout
          </Box>
        </Button>
      </Flex>
    </Flex>
  );
}

import { Avatar, HStack, Text } from '@chakra-ui/react';
import { useSiteSettings } from '../../lib/site-context';

/** Every article is credited to the team as a whole, never to an individual (spec section 7). */
export function TeamAuthor({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { company } = useSiteSettings();
  return (
    <HStack gap="3">
      <Avatar.Root size={size} colorPalette="blue" variant="solid">
        <Avatar.Fallback aria-hidden>DG</Avatar.Fallback>
      </Avatar.Root>
      <Text fontSize="sm" fontWeight="semibold" color="fg">
        {company.shortName} Team
      </Text>
    </HStack>
  );
}

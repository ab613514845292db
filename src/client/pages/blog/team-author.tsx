import { Avatar, HStack, Text } from '@chakra-ui/react';
import { useSiteSettings } from '../../lib/site-context';
import { teamAuthorName } from './blog-entries';

/** The byline every article carries (see teamAuthorName). */
export function TeamAuthor({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { company } = useSiteSettings();
  return (
    <HStack gap="3">
      <Avatar.Root size={size} colorPalette="blue" variant="solid">
        <Avatar.Fallback aria-hidden>DG</Avatar.Fallback>
      </Avatar.Root>
      <Text fontSize="sm" fontWeight="semibold" color="fg">
        {teamAuthorName(company)}
      </Text>
    </HStack>
  );
}

import { Flex } from '@chakra-ui/react';
import { ServiceIcon } from './service-icon';

/** The service's icon on a soft tinted tile, as used in the accordion and the detail header. */
export function ServiceIconBadge({ iconType, size = 'md' }: { iconType: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? '16' : '12';
  return (
    <Flex
      as="span"
      align="center"
      justify="center"
      boxSize={box}
      flexShrink={0}
      borderRadius="xl"
      bg={{ base: 'blue.50', _dark: 'blue.950' }}
      color={{ base: 'blue.700', _dark: 'blue.200' }}
    >
      <ServiceIcon iconType={iconType} size={size === 'lg' ? 30 : 24} />
    </Flex>
  );
}

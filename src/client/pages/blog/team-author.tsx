import { Circle, HStack, Text } from '@chakra-ui/react';
import { useSiteSettings } from '../../lib/site-context';
import { teamAuthorName } from './blog-entries';

/** The two sizes of the initials badge, as Chakra's avatar recipe sizes them. */
const BADGE = { sm: { size: '8', fontSize: 'xs' }, md: { size: '10', fontSize: 'sm' } } as const;

/**
 * The byline every article carries (see teamAuthorName). The badge is only ever initials, so a plain
 * circle does what Chakra's Avatar (an image-loading state machine) would, for a fraction of its code.
 */
export function TeamAuthor({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { company } = useSiteSettings();
  return (
    <HStack gap="3">
      <Circle size={BADGE[size].size} bg="blue.solid" color="white" fontSize={BADGE[size].fontSize} fontWeight="medium" aria-hidden>
        DG
      </Circle>
      <Text textStyle="caption" fontWeight="semibold" color="fg">
        {teamAuthorName(company)}
      </Text>
    </HStack>
  );
}

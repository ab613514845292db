import { IconButton } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { pageAction } from '../../lib/page-actions';

/** The hero's scroll cue: a small round button, centred, to the featured insights. */
export function ScrollDownButton() {
  return (
    <IconButton
      aria-label="Scroll to featured insights"
      {...pageAction('scroll-to-insights')}
      position="absolute"
      bottom={{ base: '4', md: '8' }}
      insetX="0"
      mx="auto"
      // A fixed size: with both insets set, an auto width would stretch it across the hero.
      boxSize="12"
      variant="ghost"
      color="white"
      borderRadius="full"
      size="lg"
      borderWidth="1px"
      borderColor="whiteAlpha.400"
      _hover={{ bg: 'whiteAlpha.200' }}
    >
      <ChevronDown aria-hidden />
    </IconButton>
  );
}

import { Box, Button } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { CONTACT_BUTTON_ATTRIBUTE, CONTACT_BUTTON_AWAY } from '../../lib/contact-button-visibility';
import { pageAction } from '../../lib/page-actions';

/**
 * Mobile only: scrolls to the page's contact form, or takes the visitor to the one on the home page.
 * It steps aside while a form or the footer's legal text is on screen (lib/contact-button-visibility.ts).
 */
export function MobileContactButton() {
  return (
    <Box
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      bottom="4"
      right="4"
      zIndex="docked"
      transition="opacity 0.2s, visibility 0.2s"
      {...{ [CONTACT_BUTTON_ATTRIBUTE]: '' }}
      css={{ [`&[${CONTACT_BUTTON_AWAY}=true]`]: { opacity: 0, visibility: 'hidden' } }}
    >
      <Button colorPalette="blue" borderRadius="full" boxShadow="lg" size="lg" {...pageAction('contact')}>
        <MessageSquare aria-hidden />
        Contact Us
      </Button>
    </Box>
  );
}

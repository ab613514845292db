import { Box, Button } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { pageAction } from '../../lib/page-actions';

/** Mobile only: scrolls to the page's contact form, or takes the visitor to the one on the home page. */
export function MobileContactButton() {
  return (
    <Box display={{ base: 'block', md: 'none' }} position="fixed" bottom="4" right="4" zIndex="docked">
      <Button colorPalette="blue" borderRadius="full" boxShadow="lg" size="lg" {...pageAction('contact')}>
        <MessageSquare aria-hidden />
        Contact Us
      </Button>
    </Box>
  );
}

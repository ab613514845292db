import { Box, Button } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { scrollToContact, SCROLL_TO_CONTACT_FLAG } from '../../lib/scroll';

/** Mobile only: scrolls to the page's contact form, or takes the visitor to the one on the home page. */
export function MobileContactButton() {
  const onClick = () => {
    if (scrollToContact()) return;
    window.sessionStorage.setItem(SCROLL_TO_CONTACT_FLAG, 'true');
    window.location.assign('/');
  };
  return (
    <Box display={{ base: 'block', md: 'none' }} position="fixed" bottom="4" right="4" zIndex="docked">
      <Button colorPalette="blue" borderRadius="full" boxShadow="lg" size="lg" onClick={onClick}>
        <MessageSquare aria-hidden />
        Contact Us
      </Button>
    </Box>
  );
}

import { Button } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { SCROLL_TO_CONTACT_FLAG } from '../../lib/scroll';

/** Takes the visitor to the home page's contact form: the home page reads the flag on load and scrolls to it. */
export function ConsultationButton() {
  const requestConsultation = () => {
    sessionStorage.setItem(SCROLL_TO_CONTACT_FLAG, 'true');
    window.location.assign('/');
  };
  return (
    <Button mt="5" colorPalette="blue" size="lg" w="full" onClick={requestConsultation}>
      <MessageSquare size={18} aria-hidden /> Contact for a free consultation
    </Button>
  );
}

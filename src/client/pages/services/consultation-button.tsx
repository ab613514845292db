import { Button } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { pageAction } from '../../lib/page-actions';

/** Takes the visitor to the home page's contact form. */
export function ConsultationButton() {
  return (
    <Button mt="5" colorPalette="blue" size="lg" w="full" {...pageAction('consultation')}>
      <MessageSquare size={18} aria-hidden /> Contact for a free consultation
    </Button>
  );
}

import { IconButton } from '@chakra-ui/react';
import { Mail, MailOpen } from 'lucide-react';
import type { ContactMessageDto } from '../../../../modules/contact/contact.schema';

type Props = { message: ContactMessageDto; onToggle: () => void; disabled?: boolean };

/** Mark read / Mark unread, labelled with what it will do. */
export function ReadToggleButton({ message, onToggle, disabled }: Props) {
  const label = message.isRead ? `Mark “${message.subject}” as unread` : `Mark “${message.subject}” as read`;
  return (
    <IconButton size="sm" variant="ghost" aria-label={label} title={label} onClick={onToggle} disabled={disabled}>
      {message.isRead ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
    </IconButton>
  );
}

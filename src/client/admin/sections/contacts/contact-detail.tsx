import { Button, Flex } from '@chakra-ui/react';
import { Mail, MailX, Trash2 } from 'lucide-react';
import { INQUIRY_TYPE_LABELS, type ContactMessageDto } from '../../../../modules/contact/contact.schema';
import { ConfirmDelete } from '../../components/confirm-delete';
import { DetailDrawer } from '../../components/detail-drawer';
import { DetailFields, senderItems } from '../../components/detail-fields';
import { formatDateTime } from '../../../../shared/dates';

type Props = {
  message: ContactMessageDto | null;
  open: boolean;
  onClose: () => void;
  onMarkUnread: (message: ContactMessageDto) => Promise<void>;
  onDelete: (message: ContactMessageDto) => Promise<void>;
};

/** The whole message with a reply link; "Mark as unread" leaves it for later and closes it. */
export function ContactDetail({ message, open, onClose, onMarkUnread, onDelete }: Props) {
  if (!message) return null;
  const replySubject = encodeURIComponent(`Re: ${message.subject}`);
  return (
    <DetailDrawer
      open={open}
      onClose={onClose}
      title={message.subject}
      footer={
        <>
          <Flex gap="2">
            <ConfirmDelete
              subject={`the message “${message.subject}” from ${message.name}`}
              onConfirm={() => onDelete(message)}
              trigger={
                <Button variant="outline" colorPalette="red" size="sm">
                  <Trash2 aria-hidden /> Delete
                </Button>
              }
            />
            <Button variant="outline" size="sm" onClick={() => void onMarkUnread(message).then(onClose)}>
              <MailX aria-hidden /> Mark as unread
            </Button>
          </Flex>
          <Button asChild colorPalette="blue" size="sm">
            <a href={`mailto:${message.email}?subject=${replySubject}`}>
              <Mail aria-hidden /> Reply by email
            </a>
          </Button>
        </>
      }
    >
      <DetailFields
        items={[
          { label: 'Received', value: formatDateTime(message.createdAt) },
          { label: 'Inquiry type', value: INQUIRY_TYPE_LABELS[message.inquiryType] },
          ...senderItems(message),
          { label: 'Company', value: message.company },
          { label: 'Subject', value: message.subject },
          { label: 'Message', value: message.message, long: true },
        ]}
      />
    </DetailDrawer>
  );
}

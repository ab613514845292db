import { Button, Flex } from '@chakra-ui/react';
import { MailX } from 'lucide-react';
import { INQUIRY_TYPE_LABELS, type ContactMessageDto } from '../../../../modules/contact/contact.schema';
import { DetailDrawer } from '../../components/detail-drawer';
import { DetailFields, senderItems } from '../../components/detail-fields';
import { DeleteRecordButton, ReplyByEmailButton } from '../../components/record-actions';
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
  return (
    <DetailDrawer
      open={open}
      onClose={onClose}
      title={message.subject}
      footer={
        <>
          <Flex gap="2">
            <DeleteRecordButton subject={`the message “${message.subject}” from ${message.name}`} onConfirm={() => onDelete(message)} />
            <Button variant="outline" size="sm" onClick={() => void onMarkUnread(message).then(onClose)}>
              <MailX aria-hidden /> Mark as unread
            </Button>
          </Flex>
          <ReplyByEmailButton email={message.email} subject={`Re: ${message.subject}`} />
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

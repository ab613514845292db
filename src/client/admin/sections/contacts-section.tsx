import { Badge, Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { ClearViewButton, emptyListMessage, ListToolbar, Pager } from '../components/list-controls';
import { useListView } from '../components/use-list-view';
import { useRowSelection } from '../components/use-row-selection';
import { BulkActions } from '../components/bulk-actions';
import { CONTACT_BULK_CHOICES } from './contacts/contact-bulk-choices';
import { ReadFilter } from './contacts/read-filter';
import { INQUIRY_TYPE_LABELS, type ContactMessageDto, type InquiryType } from '../../../modules/contact/contact.schema';
import { trpc } from '../../lib/trpc';
import { AdminTable } from '../components/admin-table';
import { DeleteIconButton } from '../components/record-actions';
import { ContactDetail } from './contacts/contact-detail';
import { ContactsHeader } from './contacts/contacts-header';
import { InquiryTypeFilter } from './contacts/inquiry-type-filter';
import { ReadToggleButton } from './contacts/read-toggle-button';
import { useContactActions } from './contacts/use-contact-actions';
import { formatDateTime } from '../../../shared/dates';

/** Messages from the contact forms: newest first, unread in bold, a page at a time; searchable, sortable, filterable by type and read flag. */
export default function ContactsSection() {
  const view = useListView();
  const inquiryType = view.filter('inquiryType') as InquiryType | undefined;
  // The record stays set while the drawer animates closed.
  const [detail, setDetail] = useState<{ id: number; open: boolean } | null>(null);
  // Messages arrive from outside the dashboard: fetch afresh whenever the section opens.
  const list = trpc.admin.contacts.list.useQuery(view.input as never, { refetchOnMount: 'always' });
  const unread = trpc.admin.contacts.unreadCount.useQuery(undefined, { refetchOnMount: 'always' });
  const { markRead, deleteMessage, isUpdating, bulk, refresh } = useContactActions();
  const messages = list.data?.data;
  const selection = useRowSelection(view, messages?.map((m) => m.id) ?? []);
  const opened = messages?.find((m) => m.id === detail?.id) ?? null;

  const open = (message: ContactMessageDto) => {
    setDetail({ id: message.id, open: true });
    if (!message.isRead) void markRead(message, true, true);
  };
  const close = () => setDetail((d) => d && { ...d, open: false });

  const weight = (m: ContactMessageDto) => (m.isRead ? 'normal' : 'bold');

  return (
    <Stack gap="0">
      <ContactsHeader unread={unread.data?.data.unread} exportQuery={view.exportQuery} />
      <ListToolbar view={view} searchLabel="Search names, e-mails, companies and text" noun={['message', 'messages']} meta={list.data?.meta}>
        <InquiryTypeFilter value={inquiryType} onChange={(type) => view.setFilter('inquiryType', type)} />
        <ReadFilter value={view.filter('isRead')} onChange={(isRead) => view.setFilter('isRead', isRead)} />
      </ListToolbar>
      <BulkActions
        selection={selection}
        meta={list.data?.meta}
        pageRows={messages?.length ?? 0}
        noun={['message', 'messages']}
        choices={CONTACT_BULK_CHOICES}
        run={bulk}
        onDone={refresh}
      />
      <AdminTable
        caption="Contact messages"
        rows={messages}
        rowKey={(m) => m.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage={emptyListMessage(view, 'messages', 'No messages yet. Messages sent with the contact form on the public site arrive here.')}
        emptyAction={view.isNarrowed && <ClearViewButton view={view} />}
        sort={{ value: view.sort, onChange: view.setSort }}
        selection={{ rows: selection, id: (m) => m.id, rowLabel: (m) => `Select “${m.subject}” from ${m.name}` }}
        columns={[
          {
            header: 'Received',
            hideBelow: 'md',
            sortField: 'createdAt',
            cell: (m) => (
              <Text whiteSpace="nowrap" fontWeight={weight(m)}>
                {formatDateTime(m.createdAt)}
              </Text>
            ),
          },
          {
            header: 'From',
            sortField: 'name',
            cell: (m) => (
              <Stack gap="0">
                <Text fontWeight={weight(m)}>{m.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {m.email}
                </Text>
              </Stack>
            ),
          },
          {
            header: 'Subject',
            sortField: 'subject',
            cell: (m) => (
              <Flex align="center" gap="2">
                {!m.isRead && <Box as="span" flexShrink={0} boxSize="2" borderRadius="full" bg="blue.500" aria-hidden />}
                <Text fontWeight={weight(m)} lineClamp="1" data-unread={m.isRead ? undefined : 'true'}>
                  {m.subject}
                </Text>
                {!m.isRead && (
                  <Badge colorPalette="blue" variant="subtle" size="sm" flexShrink={0}>
                    Unread
                  </Badge>
                )}
              </Flex>
            ),
          },
          { header: 'Inquiry type', hideBelow: 'lg', cell: (m) => <Text fontWeight={weight(m)}>{INQUIRY_TYPE_LABELS[m.inquiryType]}</Text> },
        ]}
        actions={(m) => (
          <Flex gap="1" justify="flex-end">
            <IconButton size="sm" variant="ghost" aria-label={`Open “${m.subject}”`} onClick={() => open(m)}>
              <Eye aria-hidden />
            </IconButton>
            <ReadToggleButton message={m} disabled={isUpdating} onToggle={() => void markRead(m, !m.isRead)} />
            <DeleteIconButton label={`Delete “${m.subject}”`} subject={`the message “${m.subject}” from ${m.name}`} onConfirm={() => deleteMessage(m)} />
          </Flex>
        )}
      />
      <Pager view={view} meta={list.data?.meta} />
      <ContactDetail
        message={opened}
        open={Boolean(detail?.open && opened)}
        onClose={close}
        onMarkUnread={(m) => markRead(m, false)}
        onDelete={deleteMessage}
      />
    </Stack>
  );
}

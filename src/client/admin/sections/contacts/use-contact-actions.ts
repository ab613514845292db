import type { ContactMessageDto } from '../../../../modules/contact/contact.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';

/** Read flag and delete for messages, one or many; each refreshes the list and the unread count. */
export function useContactActions() {
  const utils = trpc.useUtils();
  const setRead = trpc.admin.contacts.setRead.useMutation();
  const remove = trpc.admin.contacts.remove.useMutation();
  const bulkChange = trpc.admin.contacts.bulk.useMutation();
  const refresh = () => Promise.all([utils.admin.contacts.list.invalidate(), utils.admin.contacts.unreadCount.invalidate()]);

  /** `quiet`: opening a message marks it read without a toast. */
  const markRead = async (message: ContactMessageDto, isRead: boolean, quiet = false) => {
    try {
      await setRead.mutateAsync({ id: message.id, isRead });
      await refresh();
      if (!quiet) showToast('success', isRead ? 'Marked as read' : 'Marked as unread', message.subject);
    } catch (error) {
      reportMutationError(error, 'Could not update the message');
    }
  };

  const deleteMessage = async (message: ContactMessageDto) => {
    try {
      await remove.mutateAsync({ id: message.id });
      await refresh();
      showToast('success', 'Message deleted', message.subject);
    } catch (error) {
      reportMutationError(error, 'Could not delete the message');
    }
  };

  return { markRead, deleteMessage, isUpdating: setRead.isPending, bulk: bulkChange.mutateAsync as (body: object) => Promise<{ message: string }>, refresh };
}

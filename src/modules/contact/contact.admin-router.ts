import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { idParam } from '../../shared/fields';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminGet, adminRead, adminRemove } from '../../server/trpc/admin-procedures';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { adminList } from '../../server/trpc/admin-list';
import { adminBulk } from '../../server/trpc/admin-bulk';
import { contactList, countUnreadMessages, findContactMessage, markContactMessage, toContactMessageDto } from './contact.admin';
import { contactMessageDto, contactReadInput } from './contact.schema';
import { ContactMessageEntity } from './contact-message.entity';

const NOT_FOUND = notFoundMessage(ContactMessageEntity);
const tags = ['Admin: Contact messages'];
const messageById = { tags, notFound: NOT_FOUND, find: findContactMessage };
const READ = 'contacts:read' as const;
const WRITE = 'contacts:write' as const;

export const contactsAdminRouter = router({
  list: adminList({
    list: contactList,
    path: '/admin/contacts',
    tags,
    summary: 'Contact messages, newest first, a page at a time: search with ?q=, sort with ?sort=, filter by inquiryType, isRead, from and to',
    scope: READ,
    dto: contactMessageDto,
    toDto: toContactMessageDto,
    message: ({ total }) => `${total} message${total === 1 ? '' : 's'}`,
  }),

  // Declared before /{id} so that this literal path is matched first.
  unreadCount: adminRead({
    path: '/admin/contacts/unread-count',
    tags,
    summary: 'How many messages are unread',
    message: 'Unread count retrieved',
    dto: z.object({ unread: z.number().int() }),
    read: async (em) => ({ unread: await countUnreadMessages(em) }),
    scope: READ,
  }),

  get: adminGet({
    ...messageById,
    scope: READ,
    path: '/admin/contacts/{id}',
    summary: 'One message',
    message: 'Message retrieved',
    dto: contactMessageDto,
    toDto: toContactMessageDto,
  }),

  setRead: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/contacts/{id}',
        tags,
        summary: 'Mark a message read or unread',
        errorResponses: { 400: 'Invalid input', 404: NOT_FOUND },
      },
      changes: [],
      scope: WRITE,
    })
    .input(contactReadInput.extend({ id: idParam }))
    .output(envelope(contactMessageDto))
    .mutation(async ({ ctx, input }) => {
      const message = await markContactMessage(ctx.em, await findContactMessage(ctx.em, input.id), input.isRead);
      return ok(toContactMessageDto(message), input.isRead ? 'Marked as read' : 'Marked as unread');
    }),

  bulk: adminBulk({
    list: contactList,
    path: '/admin/contacts',
    tags,
    scope: WRITE,
    noun: ['message', 'messages'],
    actions: {
      'mark-read': { label: 'mark as read', done: 'marked read', run: (rows) => rows.set('isRead', true) },
      'mark-unread': { label: 'mark as unread', done: 'marked unread', run: (rows) => rows.set('isRead', false) },
      delete: { label: 'delete for good', done: 'deleted', run: (rows) => rows.remove() },
    },
  }),

  remove: adminRemove({ ...messageById, scope: WRITE, path: '/admin/contacts/{id}', summary: 'Delete a message', message: 'Message deleted' }),
});

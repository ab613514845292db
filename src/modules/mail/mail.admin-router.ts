import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { optionalEmail } from '../../shared/fields';
import { APPLICATIONS_ALERT_TOPIC } from '../applications';
import { INQUIRY_TYPES } from '../contact';
import { getSiteSettings } from '../settings';
import { getMailSettings, saveAlertRecipients } from './mail-settings';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { adminGet, adminRead } from '../../server/trpc/admin-procedures';
import { outboxMessageDto, outboxSummaryDto } from './mail.schema';
import { OutboxMessageEntity } from './outbox-message.entity';
import { findOutboxMessage, listOutbox } from './outbox.service';

const tags = ['Admin: Mail'];

const outboxRouter = router({
  list: adminRead({
    path: '/admin/mail/outbox',
    tags,
    summary: 'Messages the site sent or is sending, newest first (the latest 200)',
    message: 'Messages retrieved',
    dto: z.array(outboxSummaryDto),
    read: listOutbox,
    scope: 'mail:read',
  }),

  get: adminGet({
    path: '/admin/mail/outbox/{id}',
    tags,
    summary: 'One message as the recipient gets it: headers, plain text and HTML',
    notFound: notFoundMessage(OutboxMessageEntity),
    message: 'Message retrieved',
    dto: outboxMessageDto,
    find: findOutboxMessage,
    toDto: (message) => message,
    scope: 'mail:read',
  }),
});

// Each contact inquiry type, and applications (the hiring address).
const ALERT_TOPICS = [...INQUIRY_TYPES, APPLICATIONS_ALERT_TOPIC];

const alertRecipientsInput = z.strictObject({
  alertRecipients: z.strictObject(Object.fromEntries(ALERT_TOPICS.map((topic) => [topic, optionalEmail(`The address for ${topic}`)]))),
});

const alertRecipientsDto = z
  .object({
    alertRecipients: z.record(z.string(), z.string()).describe(`Address by topic (${ALERT_TOPICS.join(', ')}); a topic left out goes to defaultRecipient`),
    defaultRecipient: z.string().describe('The company e-mail of the brand settings'),
  })
  .meta({ id: 'MailAlertRecipients' });

const alertRecipientsAnswer = async (em: EntityManager, alertRecipients: Record<string, string>) => ({
  alertRecipients,
  defaultRecipient: (await getSiteSettings(em)).company.email,
});

const settingsRouter = router({
  get: adminRead({
    path: '/admin/mail/settings',
    tags,
    summary: 'Who receives the staff alerts, by inquiry type and for applications',
    message: 'Mail settings retrieved',
    dto: alertRecipientsDto,
    read: async (em) => alertRecipientsAnswer(em, (await getMailSettings(em)).alertRecipients),
    scope: 'mail:read',
  }),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/mail/settings',
        tags,
        summary: 'Replace who receives the staff alerts; a topic left out or blank goes to the company e-mail',
        errorResponses: { 400: 'Invalid address or unknown topic' },
      },
      changes: [],
      scope: 'mail:write',
    })
    .input(alertRecipientsInput)
    .output(envelope(alertRecipientsDto))
    .mutation(async ({ ctx, input }) => {
      const saved = await saveAlertRecipients(ctx.em, input.alertRecipients);
      return ok(await alertRecipientsAnswer(ctx.em, saved.alertRecipients), 'Mail settings saved');
    }),
});

export const mailAdminRouter = router({ outbox: outboxRouter, settings: settingsRouter });

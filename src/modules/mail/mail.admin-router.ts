import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { optionalEmail } from '../../shared/fields';
import { APPLICATIONS_ALERT_TOPIC } from '../applications';
import { INQUIRY_TYPES } from '../contact';
import { getSiteSettings } from '../settings';
import { getMailSettings, saveMailSettings } from './mail-settings';
import { notFoundMessage } from '../../server/lib/not-found';
import { adminProcedure, router } from '../../server/trpc/trpc';
import { adminGet, adminRead } from '../../server/trpc/admin-procedures';
import { outboxMessageDto, outboxSummaryDto, type MailSettings } from './mail.schema';
import { OutboxMessageEntity } from './outbox-message.entity';
import { findOutboxMessage, outboxList } from './outbox.service';
import { adminList } from '../../server/trpc/admin-list';
import { dtoFrom } from '../../server/lib/dto';
import { mailTransportRouter } from './mail-transport.admin-router';

const tags = ['Admin: Mail'];

const outboxRouter = router({
  list: adminList({
    list: outboxList,
    path: '/admin/mail/outbox',
    tags,
    summary:
      'Messages the site sent or is sending, newest first, a page at a time: search recipients and subjects with ?q=, sort with ?sort=, filter by status, from and to',
    scope: 'mail:read',
    dto: outboxSummaryDto,
    toDto: (row) => dtoFrom(outboxSummaryDto, row),
    message: ({ total }) => `${total} message${total === 1 ? '' : 's'}`,
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

const DAILY_DIGEST = 'One e-mail a day (07:00 UTC) with every new submission, instead of an alert for each';
const ACKNOWLEDGE_SENDERS = 'A short confirmation to whoever submits the contact or application form, at most one per address a day';

const switchInput = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

const alertRecipientsInput = z.strictObject({
  alertRecipients: z.strictObject(Object.fromEntries(ALERT_TOPICS.map((topic) => [topic, optionalEmail(`The address for ${topic}`)]))),
  dailyDigest: switchInput('dailyDigest').describe(`${DAILY_DIGEST}; left out, it keeps its value`),
  acknowledgeSenders: switchInput('acknowledgeSenders').describe(`${ACKNOWLEDGE_SENDERS}; left out, it keeps its value`),
});

const alertRecipientsDto = z
  .object({
    alertRecipients: z.record(z.string(), z.string()).describe(`Address by topic (${ALERT_TOPICS.join(', ')}); a topic left out goes to defaultRecipient`),
    defaultRecipient: z.string().describe('The company e-mail of the brand settings'),
    dailyDigest: z.boolean().describe(DAILY_DIGEST),
    acknowledgeSenders: z.boolean().describe(`${ACKNOWLEDGE_SENDERS} (off by default)`),
  })
  .meta({ id: 'MailAlertRecipients' });

const mailSettingsAnswer = async (em: EntityManager, { alertRecipients, dailyDigest, acknowledgeSenders }: MailSettings) => ({
  alertRecipients,
  defaultRecipient: (await getSiteSettings(em)).company.email,
  dailyDigest,
  acknowledgeSenders,
});

const settingsRouter = router({
  get: adminRead({
    path: '/admin/mail/settings',
    tags,
    summary: 'Who receives the staff alerts, by inquiry type and for applications; the daily digest and acknowledgement switches',
    message: 'Mail settings retrieved',
    dto: alertRecipientsDto,
    read: async (em) => mailSettingsAnswer(em, await getMailSettings(em)),
    scope: 'mail:read',
  }),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/mail/settings',
        tags,
        summary: 'Replace who receives the staff alerts (a topic left out or blank goes to the company e-mail) and set the switches',
        errorResponses: { 400: 'Invalid address or unknown topic' },
      },
      changes: [],
      scope: 'mail:write',
    })
    .input(alertRecipientsInput)
    .output(envelope(alertRecipientsDto))
    .mutation(async ({ ctx, input }) => {
      return ok(await mailSettingsAnswer(ctx.em, await saveMailSettings(ctx.em, input)), 'Mail settings saved');
    }),
});

export const mailAdminRouter = router({ outbox: outboxRouter, settings: settingsRouter, transport: mailTransportRouter });

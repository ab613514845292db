import { z } from 'zod';
import { envelope, ok } from '../../shared/envelope';
import { emailAddress } from '../../shared/fields';
import { adminProcedure, router } from '../../server/trpc/trpc';
import type { MailerConfig } from './mailer';
import { getTransportSettings, hasPassword, saveTransportSettings, withoutPassword, type TransportSettings } from './mail-transport-settings';

const tags = ['Admin: Mail'];
// "hello@example.com" or "Dovetail Group <hello@example.com>", as MAIL_FROM.
const FROM_PATTERN = /^(?:[^<>@\r\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
const SMTP_URL_PATTERN = /^smtps?:\/\/[^\s]+$/;

const transportInput = z.strictObject({
  smtpUrl: z
    .string({ error: 'smtpUrl must be text or null' })
    .trim()
    .max(2000, 'smtpUrl must be at most 2000 characters')
    .regex(SMTP_URL_PATTERN, 'smtpUrl must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587')
    .refine((value) => URL.canParse(value), 'smtpUrl must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587')
    .nullable()
    .optional()
    .describe('Overrides SMTP_URL; null goes back to SMTP_URL (or the local outbox). Without a password, the stored one is kept for the same user and server'),
  from: z
    .string({ error: 'from must be text or null' })
    .trim()
    .max(400, 'from must be at most 400 characters')
    .regex(FROM_PATTERN, 'from must be an address, or a name and an address: Dovetail Group <hello@example.com>')
    .nullable()
    .optional()
    .describe('Overrides MAIL_FROM; null goes back to MAIL_FROM (or the company name and e-mail)'),
});

const transportDto = z
  .object({
    smtpUrl: z.string().nullable().describe('The override of SMTP_URL, its password never shown'),
    smtpPasswordSet: z.boolean().describe('Whether the override holds a password'),
    from: z.string().nullable().describe('The override of MAIL_FROM'),
    inUse: z
      .object({
        source: z.enum(['settings', 'environment', 'outbox']).describe('Where the SMTP server comes from; outbox: none, messages stay in the local outbox'),
        smtpUrl: z.string().nullable().describe('The SMTP server messages go to, password never shown'),
        from: z.string().nullable().describe('The sender; null: the company name and e-mail of the brand settings'),
      })
      .meta({ id: 'MailTransportInUse' }),
  })
  .meta({ id: 'MailTransport' });

const transportAnswer = (settings: TransportSettings, mail: Pick<MailerConfig, 'smtpUrl' | 'from'>) => {
  const smtpUrl = settings.smtpUrl ?? mail.smtpUrl ?? null;
  return {
    smtpUrl: settings.smtpUrl && withoutPassword(settings.smtpUrl),
    smtpPasswordSet: hasPassword(settings.smtpUrl),
    from: settings.from,
    inUse: {
      source: settings.smtpUrl ? ('settings' as const) : mail.smtpUrl ? ('environment' as const) : ('outbox' as const),
      smtpUrl: smtpUrl && withoutPassword(smtpUrl),
      from: settings.from ?? mail.from ?? null,
    },
  };
};

export const mailTransportRouter = router({
  get: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/mail/transport',
        tags,
        summary: 'The SMTP server and sender set in Settings → E-mail, and those in use (passwords are never shown)',
      },
      cache: 'no-store',
      scope: 'mail:read',
    })
    .input(z.void())
    .output(envelope(transportDto))
    .query(async ({ ctx }) => ok(transportAnswer(await getTransportSettings(ctx.em), ctx.config.mail), 'E-mail transport retrieved')),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/mail/transport',
        tags,
        summary: 'Override SMTP_URL and MAIL_FROM (a field left out keeps its value, null goes back to the environment)',
        description: 'The next message sent, on every instance, goes through the new server.',
        errorResponses: { 400: 'Not an smtp:// URL or not an address' },
      },
      changes: [],
      scope: 'mail:write',
    })
    .input(transportInput)
    .output(envelope(transportDto))
    .mutation(async ({ ctx, input }) => ok(transportAnswer(await saveTransportSettings(ctx.em, input), ctx.config.mail), 'E-mail transport saved')),

  sendTest: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/mail/transport/test',
        tags,
        summary: 'Send a short test e-mail now through the SMTP server in use and answer what the server said',
        description: 'The answer is 200 either way: `delivered` says whether the server accepted it, `answer` is its reply (or why it could not be reached).',
        errorResponses: { 400: 'Invalid address' },
      },
      changes: [],
      scope: 'mail:write',
    })
    .input(z.strictObject({ to: emailAddress('Please enter the address to send the test to') }))
    .output(envelope(z.object({ delivered: z.boolean(), answer: z.string().describe("The SMTP server's reply") }).meta({ id: 'MailTransportTest' })))
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.mailer.sendTest(ctx.em, input.to);
      return ok(result, result.delivered ? `Test e-mail accepted for ${input.to}` : 'The test e-mail was not delivered');
    }),
});

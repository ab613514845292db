import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import { LIST_HEADERS, type MailDelivery } from './mail.constants';
import { OutboxMessageEntity, type OutboxMessage } from './outbox-message.entity';

export type MailTransportConfig = {
  smtpUrl: string | undefined;
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
};

/** Open SMTP connections per instance; a batch delivers this many messages at a time. */
export const SMTP_CONNECTIONS = 3;

/**
 * The SMTP connection pool, or null when mail stays in the local outbox. Pooled: a newsletter batch
 * reuses a few open connections instead of a handshake per message; `close()` ends them.
 */
export function createTransport({ smtpUrl, dkim }: MailTransportConfig): Transporter | null {
  return smtpUrl ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS }, { dkim }) : null;
}

/** What the SMTP server answered ("550 5.1.1 No such user"), or the error when it never answered. */
export const smtpAnswer = (error: unknown): string => {
  const { response, message } = error as { response?: string; message?: string };
  return (response ?? message ?? String(error)).slice(0, 2000);
};

/**
 * Sends one outbox message; the queue runs it (one worker per job) and retries it when this throws.
 * A message already marked sent is not sent again, and only one attempt can mark it sent.
 */
export async function deliverOutboxMessage(em: EntityManager, transport: Transporter | null, id: number): Promise<void> {
  const message = await em.findOne(OutboxMessageEntity, { id });
  if (!message || message.status === 'sent') return;
  const attempts = message.attempts + 1;
  try {
    if (transport) await transport.sendMail(mailOptions(message));
  } catch (error) {
    await em.nativeUpdate(
      OutboxMessageEntity,
      { id, status: { $ne: 'sent' } },
      { status: 'failed', attempts, lastError: smtpAnswer(error), updatedAt: new Date() },
    );
    throw error;
  }
  const delivery: MailDelivery = transport ? 'smtp' : 'outbox';
  await em.nativeUpdate(
    OutboxMessageEntity,
    { id, status: { $ne: 'sent' } },
    { status: 'sent', delivery, attempts, sentAt: new Date(), updatedAt: new Date() },
  );
}

const mailOptions = (message: OutboxMessage) => ({
  messageId: message.messageId,
  date: new Date(message.headers.Date ?? message.createdAt),
  from: message.from,
  to: message.to,
  replyTo: message.replyTo ?? undefined,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: Object.fromEntries(LIST_HEADERS.flatMap((name) => (message.headers[name] ? [[name, message.headers[name]]] : []))),
});

import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../server/lib/job-queue';
import { getSiteSettings } from '../settings';
import { createTransport, deliverOutboxMessage, type MailTransportConfig } from './mail-delivery';
import { getMailSettings } from './mail-settings';
import { OutboxMessageEntity } from './outbox-message.entity';
import { newMessageId, senderAddress } from './sender';
import { renderStaffAlert, type StaffAlertContent } from './staff-alert';

export const MAIL_QUEUE = 'mail-send';
// With the default 30 s first delay and back-off doubling it, five retries span about a quarter of an hour.
const RETRY_LIMIT = 5;

export type MailerConfig = MailTransportConfig & { from: string | undefined; retryDelaySeconds: number; baseUrl: string };

/** A new submission for the staff: who it goes to (by topic), who wrote it and what it says. */
export type StaffAlert = Omit<StaffAlertContent, 'link'> & {
  /** A contact inquiry type (`careers`, `general`…) or `applications`: each may have its own address in the e-mail settings. */
  topic: string;
  subject: string;
  replyTo: { name: string; email: string };
  /** Where the item is in the dashboard: `/admin/dashboard#contacts`. */
  dashboardPath: string;
};

/** What the modules use to send e-mail; sending never waits for the SMTP server. */
export type Mailer = {
  /** Writes the alert to the outbox and queues its sending, in the caller's transaction when there is one. */
  alertStaff: (em: EntityManager, alert: StaffAlert) => Promise<void>;
};

type OutgoingMail = { to: string; replyTo: string | null; subject: string; text: string; html: string };

/** Starts this instance's mail worker and returns the mailer the procedures use. */
export async function startMailer({ em, jobs, config }: { em: EntityManager; jobs: JobQueue; config: MailerConfig }): Promise<Mailer> {
  const transport = createTransport(config);
  await jobs.work<{ outboxId: number }>(MAIL_QUEUE, ({ data }) => deliverOutboxMessage(em.fork(), transport, data.outboxId));

  const queueMail = (outer: EntityManager, mail: OutgoingMail, company: { name: string; email: string }) =>
    outer.transactional(async (tx) => {
      const from = senderAddress(config.from, company);
      const messageId = newMessageId(from);
      const headers: Record<string, string> = { 'Message-ID': messageId, Date: new Date().toUTCString(), From: from, To: mail.to, Subject: mail.subject };
      if (mail.replyTo) headers['Reply-To'] = mail.replyTo;
      const row = tx.create(OutboxMessageEntity, { ...mail, messageId, from, headers, status: 'queued', attempts: 0 });
      await tx.flush();
      await jobs.send(MAIL_QUEUE, { outboxId: row.id }, { em: tx, retryLimit: RETRY_LIMIT, retryDelaySeconds: config.retryDelaySeconds });
    });

  return {
    alertStaff: async (em, { topic, subject, replyTo, dashboardPath, ...content }) => {
      const settings = await getMailSettings(em);
      const { company } = await getSiteSettings(em);
      const { text, html } = renderStaffAlert({ ...content, link: { label: 'Open it in the dashboard', url: `${config.baseUrl}${dashboardPath}` } });
      await queueMail(
        em,
        {
          to: settings.alertRecipients[topic] ?? company.email,
          // Quotes, angle brackets and line breaks would let a name forge other addresses or headers.
          replyTo: `"${replyTo.name.replace(/["\\<>\r\n]/g, '')}" <${replyTo.email}>`,
          subject,
          text,
          html,
        },
        company,
      );
    },
  };
}

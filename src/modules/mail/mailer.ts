import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../server/lib/job-queue';
import { checkToken, signToken, type TokenCheck } from '../../server/lib/signed-token';
import { getSiteSettings } from '../settings';
import type { Transporter } from 'nodemailer';
import { createTransport, deliverOutboxMessage, SMTP_CONNECTIONS, smtpAnswer, type MailTransportConfig } from './mail-delivery';
import { getTransportSettings } from './mail-transport-settings';
import { mailLinkSecret } from './mail-link-secret';
import { getMailSettings } from './mail-settings';
import { OutboxMessageEntity } from './outbox-message.entity';
import { newMessageId, senderAddress } from './sender';
import type { ListHeader } from './mail.constants';
import { renderAcknowledgement } from './acknowledgement';
import { HeldAlertEntity } from './held-alert.entity';
import { renderStaffAlert, type StaffAlertContent } from './staff-alert';
import { renderStaffDigest } from './staff-digest';

export const MAIL_QUEUE = 'mail-send';
/** Delivers a list of outbox messages (a newsletter batch) in one job: a worker takes one job a second. */
export const MAIL_BATCH_QUEUE = 'mail-send-batch';
/** Sends the held alerts as one digest per recipient; scheduled daily. */
export const DIGEST_QUEUE = 'mail-digest';
// Daily at 07:00 UTC, before the working day in the UK.
const DIGEST_CRON = '0 7 * * *';
const DAY_MS = 24 * 60 * 60 * 1000;
// With the default 30 s first delay and back-off doubling it, five retries span about a quarter of an hour.
const RETRY_LIMIT = 5;

export type MailerConfig = MailTransportConfig & { from: string | undefined; retryDelaySeconds: number; baseUrl: string; linkSecret: string | undefined };

/** A new submission for the staff: who it goes to (by topic), who wrote it and what it says. */
export type StaffAlert = Omit<StaffAlertContent, 'link'> & {
  /** A contact inquiry type (`careers`, `general`…) or `applications`: each may have its own address in the e-mail settings. */
  topic: string;
  subject: string;
  replyTo: { name: string; email: string };
  /** Where the item is in the dashboard: `/admin/dashboard#contacts`. */
  dashboardPath: string;
  /** What the sender's acknowledgement says was received ("your message"), when acknowledgements are on. */
  received: string;
};

/** A message a module composed for one visitor (a newsletter confirmation). */
export type VisitorMail = { to: string; subject: string; text: string; html: string };

/** A message of a mailing (a newsletter issue) with the headers it adds (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
export type BulkMail = VisitorMail & { listHeaders: Partial<Record<ListHeader, string>> };

/** What the modules use to send e-mail; sending never waits for the SMTP server. */
export type Mailer = {
  /** Writes the alert to the outbox and queues its sending, in the caller's transaction when there is one. */
  alertStaff: (em: EntityManager, alert: StaffAlert) => Promise<void>;
  /** Writes the message to the outbox and queues its sending, in the caller's transaction when there is one. */
  mailVisitor: (em: EntityManager, mail: VisitorMail) => Promise<void>;
  /**
   * Writes the messages to the outbox and queues one job delivering them all, in the caller's transaction
   * (required); answers the outbox rows' ids in the order given.
   */
  queueBulk: (em: EntityManager, mails: BulkMail[]) => Promise<number[]>;
  /** Ends the SMTP connections; after the job queue stopped, so no delivery is cut off. */
  close: () => void;
  /** Sends a short test message at once through the transport in use, and answers what the SMTP server said. */
  sendTest: (em: EntityManager, to: string) => Promise<{ delivered: boolean; answer: string }>;
  /** Signs a value for a link in an e-mail (`purpose` names the link), expiring at `expiresAt` or never. */
  signLink: (purpose: string, value: string, expiresAt: Date | null) => string;
  /** Checks a token `signLink` made for this purpose. */
  checkLink: (purpose: string, token: string) => TokenCheck;
};

type OutgoingMail = VisitorMail & { replyTo: string | null };

/** Starts this instance's mail worker and returns the mailer the procedures use. */
export async function startMailer({ em, jobs, config }: { em: EntityManager; jobs: JobQueue; config: MailerConfig }): Promise<Mailer> {
  // The transport follows Settings → E-mail (read at each delivery, so a change reaches every instance), else SMTP_URL.
  let current: { smtpUrl: string | undefined; transport: Transporter | null } | undefined;
  const transportNow = async (em: EntityManager) => {
    const smtpUrl = (await getTransportSettings(em)).smtpUrl ?? config.smtpUrl;
    if (current && current.smtpUrl === smtpUrl) return current.transport;
    current?.transport?.close();
    const fresh = { smtpUrl, transport: createTransport({ smtpUrl, dkim: config.dkim }) };
    current = fresh;
    return fresh.transport;
  };
  const fromNow = async (em: EntityManager, company: { name: string; email: string }) =>
    senderAddress((await getTransportSettings(em)).from ?? config.from, company);
  const linkSecret = await mailLinkSecret(em, config.linkSecret);
  await jobs.work<{ outboxId: number }>(MAIL_QUEUE, async ({ data }) => deliverOutboxMessage(em.fork(), await transportNow(em), data.outboxId));
  await jobs.work<{ outboxIds: number[] }>(MAIL_BATCH_QUEUE, async ({ data }) => {
    const transport = await transportNow(em);
    // As many at a time as the pool has connections, each on its own: a retried batch skips what an earlier attempt sent.
    for (let i = 0; i < data.outboxIds.length; i += SMTP_CONNECTIONS) {
      const outcomes = await Promise.allSettled(data.outboxIds.slice(i, i + SMTP_CONNECTIONS).map((id) => deliverOutboxMessage(em.fork(), transport, id)));
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
    }
  });
  const retries = { retryLimit: RETRY_LIMIT, retryDelaySeconds: config.retryDelaySeconds };

  /** The outbox row of one message, its Message-ID (on the sender's domain) and Date fixed now. */
  const outboxRow = (tx: EntityManager, { listHeaders, ...mail }: OutgoingMail & { listHeaders?: BulkMail['listHeaders'] }, from: string) => {
    const messageId = newMessageId(from);
    const headers: Record<string, string> = { 'Message-ID': messageId, Date: new Date().toUTCString(), From: from, To: mail.to, Subject: mail.subject };
    if (mail.replyTo) headers['Reply-To'] = mail.replyTo;
    return tx.create(OutboxMessageEntity, { ...mail, messageId, from, headers: { ...headers, ...listHeaders }, status: 'queued', attempts: 0 });
  };

  const queueMail = (outer: EntityManager, mail: OutgoingMail, company: { name: string; email: string }) =>
    outer.transactional(async (tx) => {
      const row = outboxRow(tx, mail, await fromNow(tx, company));
      await tx.flush();
      await jobs.send(MAIL_QUEUE, { outboxId: row.id }, { em: tx, ...retries });
    });

  const queueBulk = async (tx: EntityManager, mails: BulkMail[]) => {
    if (mails.length === 0) return [];
    const from = await fromNow(tx, (await getSiteSettings(tx)).company);
    const rows = mails.map((mail) => outboxRow(tx, { ...mail, replyTo: null }, from));
    await tx.flush();
    const outboxIds = rows.map((row) => row.id);
    await jobs.send(MAIL_BATCH_QUEUE, { outboxIds }, { em: tx, ...retries });
    return outboxIds;
  };

  /** Takes every held alert (once: the update claims them) and queues one digest per recipient, in one transaction. */
  const sendDigests = (outer: EntityManager) =>
    outer.transactional(async (tx) => {
      const held = await tx.execute<{ id: number; recipient: string; subject: string; reply_to: string; content: StaffAlertContent }[]>(
        'update mail_held_alerts set digested_at = now(), updated_at = now(), version = version + 1 where digested_at is null returning id, recipient, subject, reply_to, content',
      );
      const byRecipient = new Map<string, typeof held>();
      for (const alert of held.sort((a, b) => a.id - b.id)) byRecipient.set(alert.recipient, [...(byRecipient.get(alert.recipient) ?? []), alert]);
      const { company } = await getSiteSettings(tx);
      for (const [to, alerts] of byRecipient) {
        const digest = renderStaffDigest(alerts.map((alert) => ({ subject: alert.subject, replyTo: alert.reply_to, content: alert.content })));
        await queueMail(tx, { to, replyTo: null, ...digest }, company);
      }
    });
  await jobs.schedule(DIGEST_QUEUE, DIGEST_CRON, retries, () => sendDigests(em.fork()));

  /** Queues the acknowledgement unless the address had one in the last 24 hours (the upsert decides, once). */
  const acknowledge = async (em: EntityManager, email: string, received: string, company: { name: string; email: string }) => {
    const now = new Date();
    const [claimed] = await em.execute<{ email: string }[]>(
      `insert into mail_acknowledgements (email, sent_at) values (?, ?)
       on conflict (email) do update set sent_at = excluded.sent_at where mail_acknowledgements.sent_at <= ? returning email`,
      [email.toLowerCase(), now, new Date(now.getTime() - DAY_MS)],
    );
    if (!claimed) return;
    const { subject, text, html } = renderAcknowledgement({ received, companyName: company.name });
    await queueMail(em, { to: email, replyTo: null, subject, text, html }, company);
  };

  return {
    alertStaff: (outer, { topic, subject, replyTo, dashboardPath, received, ...content }) =>
      outer.transactional(async (em) => {
        const settings = await getMailSettings(em);
        const { company } = await getSiteSettings(em);
        const to = settings.alertRecipients[topic] ?? company.email;
        // Quotes, angle brackets and line breaks would let a name forge other addresses or headers.
        const replyToHeader = `"${replyTo.name.replace(/["\\<>\r\n]/g, '')}" <${replyTo.email}>`;
        const alert: StaffAlertContent = { ...content, link: { label: 'Open it in the dashboard', url: `${config.baseUrl}${dashboardPath}` } };
        if (settings.dailyDigest) em.create(HeldAlertEntity, { recipient: to, subject, replyTo: replyToHeader, content: alert });
        else await queueMail(em, { to, replyTo: replyToHeader, subject, ...renderStaffAlert(alert) }, company);
        if (settings.acknowledgeSenders) await acknowledge(em, replyTo.email, received, company);
        await em.flush();
      }),

    mailVisitor: async (em, mail) => queueMail(em, { ...mail, replyTo: null }, (await getSiteSettings(em)).company),
    queueBulk,
    close: () => current?.transport?.close(),
    sendTest: async (em, to) => {
      const transport = await transportNow(em);
      if (!transport) return { delivered: false, answer: 'No SMTP server is configured: messages stay in the outbox.' };
      const { company } = await getSiteSettings(em);
      const from = await fromNow(em, company);
      try {
        const info = (await transport.sendMail({
          from,
          to,
          messageId: newMessageId(from),
          subject: `Test e-mail from ${company.name}`,
          text: `This is a test of the e-mail settings of ${company.name}'s website. It arrived, so they work.\n`,
        })) as { response?: string };
        return { delivered: true, answer: info.response ?? 'Accepted' };
      } catch (error) {
        return { delivered: false, answer: smtpAnswer(error) };
      }
    },
    signLink: (purpose, value, expiresAt) => signToken(linkSecret, purpose, value, expiresAt),
    checkLink: (purpose, token) => checkToken(linkSecret, purpose, token),
  };
}

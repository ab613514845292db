import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, parsed as a mail client would. */
  received: ParsedMail[];
  /** While set, every recipient is refused with this answer (e.g. '550 Mailbox unavailable'). */
  rejectWith: (answer: string | null) => void;
  /** How many deliveries were refused. */
  rejected: () => number;
  close: () => Promise<void>;
};

/** A real SMTP server in this process on a free port (no TLS, no auth) that keeps what arrives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let rejection: string | null = null;
  let rejectedCount = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!rejection) return callback();
      rejectedCount += 1;
      const [, code, text] = /^(\d{3})\s*(.*)$/.exec(rejection) ?? [];
      callback(Object.assign(new Error(text || rejection), { responseCode: Number(code) || 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectWith: (answer) => {
      rejection = answer;
    },
    rejected: () => rejectedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

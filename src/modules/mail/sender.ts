import { randomUUID } from 'node:crypto';

/** The From of every message: MAIL_FROM, or the company's name and e-mail from the brand settings. */
export function senderAddress(configured: string | undefined, company: { name: string; email: string }): string {
  return configured ?? `"${company.name.replace(/["\\]/g, '')}" <${company.email}>`;
}

/** The domain of an address written `a@b.c` or `Name <a@b.c>`. */
export const domainOf = (address: string): string => /@([^\s<>@]+?)>?$/.exec(address.trim())?.[1] ?? 'localhost';

/** A Message-ID on the sender's domain, as RFC 5322 writes it. */
export const newMessageId = (from: string): string => `<${randomUUID()}@${domainOf(from)}>`;

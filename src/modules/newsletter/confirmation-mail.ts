import type { VisitorMail } from '../mail';
import { escapeMarkup } from '../../shared/escape-markup';

/** The e-mail asking the owner of an address to confirm a sign-up; nothing in it comes from the visitor but the address. */
export function confirmationMail({ to, companyName, link }: { to: string; companyName: string; link: string }): VisitorMail {
  const subject = `Please confirm your subscription to the ${companyName} newsletter`;
  const lines = [`Someone, hopefully you, signed up ${to} for the ${companyName} newsletter.`, 'To confirm, open this link within 48 hours:'];
  const ignore = 'If it was not you, ignore this e-mail: without confirmation the address is removed within a week.';
  const text = [...lines, link, '', ignore, ''].join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111">
${lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join('\n')}
<p><a href="${escapeMarkup(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">Confirm my subscription</a></p>
<p style="color:#555;font-size:13px">${escapeMarkup(ignore)}</p>
</body></html>
`;
  return { to, subject, text, html };
}

import { escapeMarkup } from '../../shared/escape-markup';
import { mailDocument, staffAlertFragment, staffAlertText, type StaffAlertContent } from './staff-alert';

/** One alert held back for the daily digest. */
export type HeldAlert = { subject: string; replyTo: string; content: StaffAlertContent };

/** One e-mail holding every alert a recipient would have had since the last digest, oldest first. */
export function renderStaffDigest(alerts: HeldAlert[]): { subject: string; text: string; html: string } {
  const subject = `Daily digest: ${alerts.length} new submission${alerts.length === 1 ? '' : 's'}`;
  const text = [
    subject,
    '',
    ...alerts.map((alert, index) => [`${index + 1}. ${alert.subject}`, `Reply to: ${alert.replyTo}`, '', staffAlertText(alert.content)].join('\n')),
  ].join('\n');
  const sections = alerts
    .map(
      (alert, index) =>
        `<h2 style="font-size:17px;margin:28px 0 4px">${index + 1}. ${escapeMarkup(alert.subject)}</h2>` +
        `<p style="margin:0;color:#555">Reply to: ${escapeMarkup(alert.replyTo)}</p>\n${staffAlertFragment(alert.content)}`,
    )
    .join('\n<hr style="border:0;border-top:1px solid #ddd">\n');
  return { subject, text, html: mailDocument(subject, `<h1 style="font-size:20px">${escapeMarkup(subject)}</h1>\n${sections}`) };
}

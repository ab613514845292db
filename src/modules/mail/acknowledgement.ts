import { escapeMarkup } from '../../shared/escape-markup';
import { mailDocument } from './staff-alert';

/**
 * The short confirmation to whoever submitted a form. It repeats nothing the visitor typed (only what
 * the site says it received), so the form cannot carry someone's text to a third party's inbox.
 */
export function renderAcknowledgement({ received, companyName }: { received: string; companyName: string }): { subject: string; text: string; html: string } {
  const subject = `We have received ${received}`;
  const lines = [`Thank you for contacting ${companyName}.`, `We have received ${received} and will reply as soon as we can.`];
  const note = 'You get this e-mail because this address was entered in a form on our website. If that was not you, please ignore it.';
  return {
    subject,
    text: [...lines, '', note, ''].join('\n'),
    html: mailDocument(
      subject,
      [...lines.map((line) => `<p>${escapeMarkup(line)}</p>`), `<p style="color:#555;font-size:13px">${escapeMarkup(note)}</p>`].join('\n'),
    ),
  };
}

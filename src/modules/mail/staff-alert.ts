import { escapeMarkup } from '../../shared/escape-markup';

/** A submission for the staff: a heading line, the visitor's fields and where to find it in the dashboard. */
export type StaffAlertContent = {
  intro: string;
  fields: { label: string; value: string }[];
  link: { label: string; url: string };
};

const shownFields = (fields: StaffAlertContent['fields']) => fields.filter((field) => field.value.trim() !== '');

/** The alert as plain text. */
export const staffAlertText = ({ intro, fields, link }: StaffAlertContent): string =>
  [intro, '', ...shownFields(fields).map((field) => `${field.label}:\n${field.value}\n`), `${link.label}: ${link.url}`, ''].join('\n');

/** The alert as an HTML fragment (intro, fields, link); every value escaped, so a visitor's markup arrives as text. */
export function staffAlertFragment({ intro, fields, link }: StaffAlertContent): string {
  const rows = shownFields(fields)
    .map(
      (field) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#555;white-space:nowrap">${escapeMarkup(field.label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeMarkup(field.value)}</td></tr>`,
    )
    .join('\n');
  return `<p>${escapeMarkup(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${rows}
</table>
<p><a href="${escapeMarkup(link.url)}">${escapeMarkup(link.label)}</a></p>`;
}

/** A whole HTML e-mail around fragments that are already escaped. */
export const mailDocument = (title: string, body: string): string => `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111">
${body}
</body></html>
`;

/** Plain text and HTML of one alert. */
export function renderStaffAlert(content: StaffAlertContent): { text: string; html: string } {
  return { text: staffAlertText(content), html: mailDocument(content.intro, staffAlertFragment(content)) };
}

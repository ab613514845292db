import { escapeMarkup } from '../../shared/escape-markup';

/** A submission for the staff: a heading line, the visitor's fields and where to find it in the dashboard. */
export type StaffAlertContent = {
  intro: string;
  fields: { label: string; value: string }[];
  link: { label: string; url: string };
};

/** Plain text and HTML of one alert; every value is escaped, so a visitor's markup arrives as text. */
export function renderStaffAlert({ intro, fields, link }: StaffAlertContent): { text: string; html: string } {
  const shown = fields.filter((field) => field.value.trim() !== '');
  const text = [intro, '', ...shown.map((field) => `${field.label}:\n${field.value}\n`), `${link.label}: ${link.url}`, ''].join('\n');
  const rows = shown
    .map(
      (field) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#555;white-space:nowrap">${escapeMarkup(field.label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeMarkup(field.value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeMarkup(intro)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111">
<p>${escapeMarkup(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${rows}
</table>
<p><a href="${escapeMarkup(link.url)}">${escapeMarkup(link.label)}</a></p>
</body></html>
`;
  return { text, html };
}

import { convert } from 'html-to-text';
import mjml2html from 'mjml';
import { escapeMarkup } from '../../shared/escape-markup';

/** What an issue's e-mail shows; `body` is rich text already sanitised when the issue was saved. */
export type IssueContent = {
  subject: string;
  preheader: string;
  body: string;
  companyName: string;
  siteUrl: string;
  /** The blog post the issue was made from: the e-mail ends with a link to read it on the site. */
  postUrl: string | null;
};

/** The issue rendered once, with each recipient's unsubscribe link put in by `forRecipient`. */
export type RenderedIssue = { forRecipient: (unsubscribeUrl: string) => { text: string; html: string } };

// MJML renders in the tens of milliseconds; an issue is rendered once and the per-recipient link is put in after.
const UNSUBSCRIBE_MARK = 'https://unsubscribe.invalid/link';

const FOOTER = 'You receive this because you subscribed to our newsletter.';

export async function renderIssue({ subject, preheader, body, companyName, siteUrl, postUrl }: IssueContent): Promise<RenderedIssue> {
  const readOn = postUrl ? `<mj-button href="${escapeMarkup(postUrl)}" background-color="#1d4ed8" align="left">Read it on our website</mj-button>` : '';
  const { html, errors } = await mjml2html(
    `<mjml>
  <mj-head>
    <mj-title>${escapeMarkup(subject)}</mj-title>
    ${preheader ? `<mj-preview>${escapeMarkup(preheader)}</mj-preview>` : ''}
    <mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text font-size="16px" line-height="1.5" color="#111111" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f7fa" width="600px">
    <mj-section padding="24px 0 8px"><mj-column><mj-text font-size="14px" color="#555555"><a href="${escapeMarkup(siteUrl)}" style="color:#555555;text-decoration:none">${escapeMarkup(companyName)}</a></mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="24px 12px"><mj-column>
      <mj-text font-size="24px" font-weight="bold">${escapeMarkup(subject)}</mj-text>
      <mj-text>${body}</mj-text>
      ${readOn}
    </mj-column></mj-section>
    <mj-section padding="16px 0"><mj-column><mj-text font-size="12px" color="#555555" align="center">${escapeMarkup(FOOTER)} <a href="${UNSUBSCRIBE_MARK}" style="color:#555555">Unsubscribe</a></mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`,
    { validationLevel: 'soft', minify: false },
  );
  if (errors.length > 0 && !html) throw new Error(`the issue did not render: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  const text = [
    subject,
    '',
    convert(body, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] }),
    ...(postUrl ? ['', `Read it on our website: ${postUrl}`] : []),
    '',
    '--',
    `${companyName} · ${siteUrl}`,
    `${FOOTER} Unsubscribe: ${UNSUBSCRIBE_MARK}`,
    '',
  ].join('\n');
  return {
    forRecipient: (unsubscribeUrl) => ({
      text: text.replaceAll(UNSUBSCRIBE_MARK, unsubscribeUrl),
      html: html.replaceAll(UNSUBSCRIBE_MARK, escapeMarkup(unsubscribeUrl)),
    }),
  };
}

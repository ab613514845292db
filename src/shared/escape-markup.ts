/** Escapes text for HTML and XML, in element content and quoted attribute values alike. */
export const escapeMarkup = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

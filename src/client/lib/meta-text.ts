const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

/** The words of an HTML fragment, for a description: tags dropped, common entities decoded. */
export const htmlToText = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '');

/**
 * Text cut to fit a meta description (search engines show about 160 characters): whitespace
 * collapsed, cut at a word boundary with an ellipsis when longer. Empty text gives undefined.
 */
export function summarise(text: string | null | undefined, max = 160): string | undefined {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // The cut may fall just before a space: then its last word is whole.
  const lastSpace = flat[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * Uploaded images as public pages show them (decision 045). Content holds an image's address as it was
 * chosen; the page render looks up every uploaded image its data names and hands the page what it is
 * now: its current address (after a replace), its size, for width and height that keep the layout
 * still, its alt text, for where the content gives none, and whether it only decorates (then alt="").
 */
export type MediaImage = { url: string; width: number | null; height: number | null; alt: string; decorative: boolean };

/** By key: what the server found for the uploaded images a page's data names. */
export type PageMediaImages = Record<string, MediaImage>;

const ADDRESS = /\/media\/([0-9a-f]{20})\/[0-9a-f]{16}\/[^/?#"\s\\]+/g;

/** The key of an uploaded image's address, in any of its versions; null for any other address. */
export const mediaKeyOf = (url: string) => /^\/media\/([0-9a-f]{20})\/[0-9a-f]{16}\/[^/?#]+$/.exec(url)?.[1] ?? null;

/** The keys of every uploaded image's address anywhere in `text` (a page's data as JSON). */
export const mediaKeysIn = (text: string) => [...new Set([...text.matchAll(ADDRESS)].map((match) => match[1]!))];

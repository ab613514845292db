/**
 * Makes the site's brand fonts (docs/decisions/032): the variable Inter (text) and Fraunces (headings)
 * from their @fontsource-variable packages, cut down to the characters the site's British English
 * copy uses and to the weights it sets, written as content-hashed WOFF2 files under public/assets/fonts
 * (served immutable), with src/client/lib/brand-fonts.ts: their @font-face rules, preloads and the
 * metric-matched fallback faces that keep the page from shifting when they arrive.
 *
 *   node --import tsx scripts/subset-fonts.ts
 *
 * Run it again after changing the fonts, weights or characters, and commit what it writes.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const OUT_DIR = 'public/assets/fonts';
const MODULE = 'src/client/lib/brand-fonts.ts';

/**
 * Basic Latin and Latin-1 (names such as Zoë or Façade), and the typographic punctuation of the copy:
 * curly quotes, dashes, ellipsis, bullet, pound and euro signs, arrows used in text.
 */
const CHARACTERS = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)),
  ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => String.fromCodePoint(0xa0 + i)),
  ...'‘’‚“”„–—…•·€™←→↑↓×−',
].join('');

/** A line of ordinary copy: the fallback is scaled so that it sets as wide as the brand face. */
const SAMPLE = 'The quick brown fox jumps over the lazy dog. Define, design, develop: practical consultancy for 2026.';

type Face = {
  name: string;
  family: string;
  source: string;
  /** The weights the site sets with this face; the variable axis is limited to them (one weight: a static face that serves them all). */
  weights: { min: number; max: number };
  /** The weight range the @font-face declares, when wider than the file's (a static face declared for every heading weight). */
  declared?: string;
  /** The weight the fallback's width is matched at: the one most of its text is set in. */
  matchWeight: number;
  fallback: { family: string; local: string[]; metricsFile: string };
};

const FACES: Face[] = [
  {
    name: 'inter',
    family: 'Inter Variable',
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weights: { min: 400, max: 700 },
    matchWeight: 400,
    // Liberation Sans has Arial's metrics, so it stands for Arial here and on Linux visitors' screens.
    fallback: { family: 'Inter Fallback', local: ['Arial', 'Liberation Sans'], metricsFile: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf' },
  },
  {
    name: 'fraunces',
    family: 'Fraunces Variable',
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    // Headings only, all set semibold: one static weight, declared for every heading weight so none is synthesised.
    weights: { min: 600, max: 600 },
    declared: '500 800',
    matchWeight: 600,
    fallback: {
      family: 'Fraunces Fallback',
      local: ['Times New Roman', 'Liberation Serif'],
      metricsFile: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
    },
  },
];

const widthOf = (font: fontkit.Font, text: string) => font.layout(text).advanceWidth / font.unitsPerEm;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

async function makeFace(face: Face) {
  const source = await readFile(face.source);
  const { min, max } = face.weights;
  const subset = await subsetFont(source, CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: min === max ? min : face.weights } });
  const hash = createHash('sha256').update(subset).digest('hex').slice(0, 10);
  const file = `${face.name}-latin-${hash}.woff2`;
  await writeFile(path.join(OUT_DIR, file), subset);

  // The face pinned at the weight to match, as a plain TrueType font that fontkit can lay text out in.
  const pinned = await subsetFont(source, CHARACTERS, { targetFormat: 'truetype', variationAxes: { wght: face.matchWeight } });
  const brand = fontkit.create(pinned) as fontkit.Font;
  const fallback = (await fontkit.open(face.fallback.metricsFile)) as fontkit.Font;
  const sizeAdjust = widthOf(brand, SAMPLE) / widthOf(fallback, SAMPLE);
  const em = brand.unitsPerEm;
  return {
    family: face.family,
    url: `/assets/fonts/${file}`,
    bytes: subset.length,
    weight: face.declared ?? `${min} ${max}`,
    fallback: {
      family: face.fallback.family,
      local: face.fallback.local,
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent(brand.ascent / em / sizeAdjust),
      descentOverride: percent(Math.abs(brand.descent) / em / sizeAdjust),
      lineGapOverride: percent(brand.lineGap / em / sizeAdjust),
    },
  };
}

for (const face of FACES) if (!existsSync(face.source)) throw new Error(`${face.source} is missing: npm install first`);
await mkdir(OUT_DIR, { recursive: true });
for (const old of await readdir(OUT_DIR)) if (old.endsWith('.woff2')) await rm(path.join(OUT_DIR, old));
const made = [];
for (const face of FACES) made.push(await makeFace(face));

const css = made
  .flatMap((face) => [
    `@font-face{font-family:'${face.family}';src:url(${face.url}) format('woff2');font-weight:${face.weight};font-style:normal;font-display:swap}`,
    `@font-face{font-family:'${face.fallback.family}';src:${face.fallback.local.map((name) => `local('${name}')`).join(',')};` +
      `size-adjust:${face.fallback.sizeAdjust};ascent-override:${face.fallback.ascentOverride};descent-override:${face.fallback.descentOverride};line-gap-override:${face.fallback.lineGapOverride}}`,
  ])
  .join('');

const source = `// Written by scripts/subset-fonts.ts: run it again rather than editing this file.
// Inter and Fraunces are under the SIL Open Font License 1.1 (public/assets/fonts/LICENSE.md).

/** The subset brand fonts, preloaded by every document (${made.map((face) => `${face.family} ${Math.round(face.bytes / 1024)} KB`).join(', ')}). */
export const BRAND_FONT_URLS = ${JSON.stringify(made.map((face) => face.url))} as const;

/** Their faces, and fallbacks scaled to their metrics so that text keeps its place when they arrive. */
export const BRAND_FONT_FACES_CSS =
  ${JSON.stringify(css)};

/** Font stacks: the brand face, its matched fallback, then the generic family. */
export const BRAND_FONT_STACKS = {
  body: ${JSON.stringify(`'${made[0]?.family}', '${made[0]?.fallback.family}', system-ui, sans-serif`)},
  heading: ${JSON.stringify(`'${made[1]?.family}', '${made[1]?.fallback.family}', Georgia, serif`)},
} as const;
`;
await writeFile(MODULE, await format(source, { ...(await resolveConfig(MODULE)), filepath: MODULE }));
for (const face of made) console.log(`${face.url}: ${(face.bytes / 1024).toFixed(1)} KB; fallback size-adjust ${face.fallback.sizeAdjust}`);

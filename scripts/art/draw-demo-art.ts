/**
 * Draws the demo content's art (decision 046) as SVG files under public/images/: one system in the brand
 * palette, so nothing looks like clip-art.
 *   node --import tsx scripts/art/draw-demo-art.ts
 * - Team: 4:5 monogram tiles, the initials in Fraunces (outlined here from the font the site ships, so the
 *   file needs no font), on a navy field with the dovetail joint as the only ornament.
 * - Posts and insights: 1200×630 (the Open Graph shape), a navy field with a faint grid and one line
 *   pictogram per subject in pale blue with a single sand accent, centred so any card crop keeps it.
 * - Method phases (define, design, develop): round navy badges in the same line language.
 * Every output is drawn here (no third-party artwork); the glyphs come from Fraunces (SIL Open Font
 * License 1.1, see public/assets/fonts/LICENSE.md). The drawings are the project's own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { optimize } from 'svgo';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'public/images');

export const PALETTE = { navy: '#0B1F3A', navyLight: '#12305A', blue: '#2F6BD8', pale: '#A9C6F5', sand: '#E8D5B5' } as const;
const { navy, navyLight, blue, pale, sand } = PALETTE;

const font = fontkit.create(readFileSync(path.join(ROOT, 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'))) as fontkit.Font;

/** Text as one outlined path, `size` px tall em, its left baseline at (x, y). */
function outlinedText(text: string, x: number, y: number, size: number): { d: string; width: number } {
  const scale = size / font.unitsPerEm;
  let cursor = 0;
  const parts: string[] = [];
  for (const glyph of font.glyphsForString(text)) {
    const offset = cursor;
    // Font units run upwards: flip each point onto the SVG's downward y.
    const d = glyph.path
      .toSVG()
      .replace(
        /(-?\d*\.?\d+)[ ,](-?\d*\.?\d+)/g,
        (_, gx: string, gy: string) => `${(x + (Number(gx) + offset) * scale).toFixed(1)} ${(y - Number(gy) * scale).toFixed(1)}`,
      );
    parts.push(d);
    cursor += glyph.advanceWidth;
  }
  return { d: parts.join(''), width: cursor * scale };
}

/** The dovetail joint: a tail that widens away from its base, the firm's name as a shape. */
const dovetail = (x: number, y: number, w: number, h: number) => `M${x + w * 0.2} ${y + h}L${x} ${y}H${x + w}L${x + w * 0.8} ${y + h}Z`;

function write(file: string, width: number, height: number, title: string, body: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${title}</title>${body}</svg>`;
  const { data } = optimize(svg, { multipass: true, floatPrecision: 1, plugins: ['preset-default'] });
  writeFileSync(path.join(OUT, file), data);
  console.log(`public/images/${file} ${(data.length / 1024).toFixed(1)} KB`);
}

// --- Team: monogram tiles ------------------------------------------------------------------------

const TEAM = [
  { file: 'catherine-ashby', name: 'Catherine Ashby', field: navy },
  { file: 'daniel-okafor', name: 'Daniel Okafor', field: navyLight },
  { file: 'priya-raman', name: 'Priya Raman', field: navyLight },
  { file: 'tom-fairbairn', name: 'Tom Fairbairn', field: navy },
];

for (const [index, member] of TEAM.entries()) {
  const initials = member.name
    .split(' ')
    .map((word) => word[0])
    .join('');
  // As large as fits the tile's 512 px text width, and no larger than 280 px: two initials, left-aligned on the rule.
  const size = Math.min(280, (512 / outlinedText(initials, 0, 0, 100).width) * 100);
  const glyphs = outlinedText(initials, 64, 600, size);
  // Each tile turns the joint to a different edge, so four side by side read as a set, not copies.
  const turn = [0, 90, 180, 270][index % 4];
  write(
    `team/${member.file}.svg`,
    640,
    800,
    member.name,
    `<rect width="640" height="800" fill="${member.field}"/>` +
      `<g transform="rotate(${turn} 320 400)" fill="${blue}" opacity=".35"><path d="${dovetail(440, 0, 200, 120)}"/><path d="${dovetail(460, 140, 160, 96)}" opacity=".6"/></g>` +
      `<path d="${glyphs.d}" fill="${sand}" stroke="${sand}" stroke-width="6" stroke-linejoin="round"/>` +
      `<rect x="64" y="648" width="72" height="6" fill="${pale}"/>`,
  );
}
// The picture a member without a photo shows in the dashboard and in feeds: the joint, no initials.
write(
  'team/placeholder.svg',
  640,
  800,
  'Team member',
  `<rect width="640" height="800" fill="${navyLight}"/><path d="${dovetail(200, 300, 240, 150)}" fill="${blue}" opacity=".5"/><rect x="64" y="640" width="72" height="6" fill="${pale}"/>`,
);

// --- Posts and insights: line pictograms -----------------------------------------------------------

const line = `fill="none" stroke="${pale}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`;
const accent = `fill="${sand}"`;

/** Subjects drawn around (600, 315), within about 380 × 300 px. */
const SUBJECTS: Record<string, { title: string; draw: string }> = {
  'blog/define-design-develop-how-we-work': {
    title: 'Define, design, develop: three joints that step up',
    draw: `<path ${line} d="M400 420h120v-70h-120zM540 350h120v-70h-120zM680 280h120v-70h-120z"/><path ${accent} d="${dovetail(690, 160, 100, 40)}"/><path ${line} d="M420 470h380"/>`,
  },
  'blog/why-discovery-phases-fail': {
    title: 'A magnifier over a wall of notes',
    draw: `<path ${line} d="M400 190h80v80h-80zM500 190h80v80h-80zM400 290h80v80h-80zM600 190h80v80h-80z"/><rect x="500" y="290" width="80" height="80" ${accent}/><circle ${line} cx="660" cy="350" r="72"/><path ${line} d="M712 402l90 90"/>`,
  },
  'blog/legacy-modernisation-without-the-big-bang': {
    title: 'Old blocks replaced one at a time',
    draw: `<path ${line} stroke-dasharray="4 22" d="M380 300h90v90h-90zM490 300h90v90h-90z"/><path ${line} d="M600 300h90v90h-90zM710 300h90v90h-90z"/><path ${accent} d="M490 300h90v90h-90z" opacity=".0"/><path ${line} d="M420 240c80-70 220-70 300 0"/><path ${line} d="M700 214l22 28-34 10"/><rect x="600" y="410" width="200" height="12" rx="6" ${accent}/>`,
  },
  'blog/raid-logs-people-actually-read': {
    title: 'A short log with one flagged risk',
    draw: `<path ${line} d="M450 170h300v300h-300z"/><path ${line} d="M500 240h160M500 300h200M500 360h120M500 420h180"/><path ${accent} d="M690 330v-60l56 18-56 18z"/>`,
  },
  'blog/retail-operating-models-for-2026': {
    title: 'A shopping bag in a loop of supply',
    draw: `<path ${line} d="M520 260h160l-14 200h-132z"/><path ${line} d="M560 260v-30a40 40 0 0 1 80 0v30"/><path ${line} d="M420 360a180 180 0 0 1 120-170M780 360a180 180 0 0 1-120 170"/><circle cx="600" cy="360" r="18" ${accent}/>`,
  },
  'blog/accessible-public-services-by-design': {
    title: 'An open doorway with a level approach',
    draw: `<path ${line} d="M500 460v-190a100 100 0 0 1 200 0v190"/><path ${line} d="M380 460h440"/><path ${accent} d="M700 460l120-60v60z"/><circle cx="600" cy="330" r="16" fill="${pale}"/>`,
  },
  'blog/default': {
    title: 'The dovetail joint',
    draw: `<path ${accent} d="${dovetail(500, 230, 200, 110)}"/><path ${line} d="M420 340h360v110h-360z"/>`,
  },
  'insights/1': {
    title: 'A shield with a tick: customer outcomes',
    draw: `<path ${line} d="M600 160l140 50v90c0 90-60 150-140 180-80-30-140-90-140-180v-90z"/><path ${line} d="M540 320l44 44 80-90"/><circle cx="740" cy="210" r="16" ${accent}/>`,
  },
  'insights/2': {
    title: 'Three data stores becoming one',
    draw: `<g ${line}><ellipse cx="440" cy="220" rx="60" ry="20"/><path d="M380 220v80c0 11 27 20 60 20s60-9 60-20v-80"/><ellipse cx="440" cy="420" rx="60" ry="20"/><path d="M380 420v40c0 11 27 20 60 20s60-9 60-20v-40"/><path d="M520 270c60 0 60 50 120 50M520 440c60 0 60-70 120-70"/><ellipse cx="740" cy="300" rx="80" ry="26"/><path d="M660 300v110c0 14 36 26 80 26s80-12 80-26v-110"/></g><ellipse cx="740" cy="300" rx="80" ry="26" ${accent}/>`,
  },
  'insights/3': {
    title: 'Benefits rising after go-live',
    draw: `<path ${line} d="M420 470h380M460 470v-80M540 470v-130M620 470v-180M700 470v-240"/><path ${accent} d="M700 230v-70l60 22-60 22z"/><path ${line} stroke-dasharray="2 20" d="M420 300h380"/>`,
  },
  'insights/4': {
    title: 'A contract with its seal',
    draw: `<path ${line} d="M470 160h200l60 60v250h-260z"/><path ${line} d="M670 160v60h60M520 260h140M520 320h160M520 380h90"/><circle cx="700" cy="440" r="48" ${accent}/><path fill="none" stroke="${navy}" stroke-width="8" stroke-linecap="round" d="M680 440l14 14 26-30"/>`,
  },
  'insights/default': {
    title: 'The dovetail joint',
    draw: `<path ${accent} d="${dovetail(500, 230, 200, 110)}"/><path ${line} d="M420 340h360v110h-360z"/>`,
  },
};

const FIELD =
  `<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${navy}"/><stop offset="1" stop-color="${navyLight}"/></linearGradient>` +
  `<pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0v40" fill="none" stroke="${pale}" stroke-width="1" opacity=".08"/></pattern></defs>` +
  `<rect width="1200" height="630" fill="url(#f)"/><rect width="1200" height="630" fill="url(#g)"/><circle cx="600" cy="315" r="250" fill="${blue}" opacity=".14"/>`;

// Drawn at a comfortable size for authoring, shown a quarter larger so the subject holds a card.
for (const [file, { title, draw }] of Object.entries(SUBJECTS))
  write(`${file}.svg`, 1200, 630, title, `${FIELD}<g transform="translate(600 315) scale(1.25) translate(-600 -315)">${draw}</g>`);

// --- Method phases: round badges -----------------------------------------------------------------

const badgeLine = `fill="none" stroke="${pale}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
const PHASES: Record<string, string> = {
  define: `<circle ${badgeLine} cx="120" cy="120" r="54"/><circle ${badgeLine} cx="120" cy="120" r="26"/><circle cx="120" cy="120" r="10" fill="${sand}"/>`,
  design: `<path ${badgeLine} d="M72 168l24-72 72-24-24 72z"/><path ${badgeLine} d="M96 96l48 48"/><circle cx="168" cy="72" r="10" fill="${sand}"/>`,
  develop: `<path ${badgeLine} d="M92 84l-36 36 36 36M148 84l36 36-36 36"/><path d="${dovetail(104, 108, 32, 24)}" fill="${sand}"/>`,
};
for (const [phase, draw] of Object.entries(PHASES)) {
  write(`phases/${phase}.svg`, 240, 240, `${phase[0]!.toUpperCase()}${phase.slice(1)}`, `<circle cx="120" cy="120" r="120" fill="${navy}"/>${draw}`);
}

// Draws the demo chapter's pictures as SVG files in content/images (run: node scripts/generate-demo-images.ts).
// Every picture is fictional and made here from shapes; a real chapter replaces them with its own photos.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '..', 'content', 'images');

const navy = '#14305c';
const gold = '#e0b43c';
const serif = "DejaVu Serif, Georgia, 'Times New Roman', serif";
const sans = 'DejaVu Sans, Arial, Helvetica, sans-serif';

/** A small seeded generator so the same script always draws the same pictures. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const between = (r: () => number, lo: number, hi: number) => lo + r() * (hi - lo);

const skinTones = ['#f5d3b8', '#e8b896', '#c99371', '#a56f4e', '#7b4a32', '#5a3524'];
const hairColours = ['#1b1410', '#3b2618', '#6b4424', '#a0652b', '#d9b26b', '#2a2a2a'];
const shirtColours = [
  '#2f4f7f',
  '#7a2e3a',
  '#2e6b4f',
  '#5b4a8a',
  '#c07a2c',
  '#3d3d3d',
  '#1f6f8b',
  '#8a5a2b',
];

const xml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xml(title)}">
<title>${xml(title)}</title>
${body}
</svg>
`;
}

function write(file: string, content: string): void {
  const full = path.join(out, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

/** A standing figure seen from the front: head, hair, torso and arms. */
function person(x: number, y: number, scale: number, r: () => number, outfit?: string): string {
  const skin = pick(r, skinTones);
  const hair = pick(r, hairColours);
  const shirt = outfit ?? pick(r, shirtColours);
  const s = scale;
  const hairStyle = Math.floor(r() * 3);
  const hairPath =
    hairStyle === 0
      ? `<path d="M${x - 24 * s},${y - 98 * s} q${24 * s},${-34 * s} ${48 * s},0 v${10 * s} h${-48 * s} z" fill="${hair}"/>`
      : hairStyle === 1
        ? `<ellipse cx="${x}" cy="${y - 104 * s}" rx="${27 * s}" ry="${16 * s}" fill="${hair}"/>`
        : `<path d="M${x - 26 * s},${y - 90 * s} q0,${-36 * s} ${26 * s},${-36 * s} q${26 * s},0 ${26 * s},${36 * s} q${-10 * s},${-18 * s} ${-26 * s},${-18 * s} q${-16 * s},0 ${-26 * s},${18 * s} z" fill="${hair}"/>`;
  return `<g>
<rect x="${x - 34 * s}" y="${y - 62 * s}" width="${68 * s}" height="${90 * s}" rx="${22 * s}" fill="${shirt}"/>
<rect x="${x - 46 * s}" y="${y - 56 * s}" width="${16 * s}" height="${64 * s}" rx="${8 * s}" fill="${shirt}"/>
<rect x="${x + 30 * s}" y="${y - 56 * s}" width="${16 * s}" height="${64 * s}" rx="${8 * s}" fill="${shirt}"/>
<rect x="${x - 9 * s}" y="${y - 72 * s}" width="${18 * s}" height="${16 * s}" fill="${skin}"/>
<circle cx="${x}" cy="${y - 90 * s}" r="${24 * s}" fill="${skin}"/>
${hairPath}
<rect x="${x - 30 * s}" y="${y + 24 * s}" width="${26 * s}" height="${60 * s}" rx="${8 * s}" fill="#2b2b33"/>
<rect x="${x + 4 * s}" y="${y + 24 * s}" width="${26 * s}" height="${60 * s}" rx="${8 * s}" fill="#2b2b33"/>
</g>`;
}

function crowd(
  width: number,
  baseY: number,
  count: number,
  r: () => number,
  scale = 1,
  outfit?: string,
): string {
  const people: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) / count) * width + between(r, -18, 18);
    const s = scale * between(r, 0.9, 1.1);
    people.push(person(x, baseY + between(r, -10, 10), s, r, outfit));
  }
  return people.join('\n');
}

function sky(width: number, height: number, top: string, bottom: string, id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

function tree(x: number, y: number, s: number, leaf: string): string {
  return `<rect x="${x - 8 * s}" y="${y - 60 * s}" width="${16 * s}" height="${60 * s}" fill="#4a3526"/>
<circle cx="${x}" cy="${y - 90 * s}" r="${46 * s}" fill="${leaf}"/>
<circle cx="${x - 34 * s}" cy="${y - 64 * s}" r="${32 * s}" fill="${leaf}"/>
<circle cx="${x + 34 * s}" cy="${y - 64 * s}" r="${32 * s}" fill="${leaf}"/>`;
}

function house(x: number, y: number, s: number, lit: boolean): string {
  const win = lit ? '#ffd98a' : '#cfd8e3';
  const windows: string[] = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 5; col++) {
      if (row === 1 && col === 2) continue;
      windows.push(
        `<rect x="${x + (40 + col * 90) * s}" y="${y + (120 + row * 120) * s}" width="${44 * s}" height="${64 * s}" fill="${win}" stroke="#f4ead7" stroke-width="${5 * s}"/>`,
      );
    }
  }
  return `<g>
<polygon points="${x - 20 * s},${y + 100 * s} ${x + 250 * s},${y - 40 * s} ${x + 520 * s},${y + 100 * s}" fill="#3a2f3b"/>
<rect x="${x}" y="${y + 100 * s}" width="${500 * s}" height="${280 * s}" fill="#8c3b2e"/>
<rect x="${x + 215 * s}" y="${y + 250 * s}" width="${70 * s}" height="${130 * s}" fill="#3a2318"/>
<rect x="${x + 180 * s}" y="${y + 230 * s}" width="${140 * s}" height="${14 * s}" fill="#f4ead7"/>
<rect x="${x + 186 * s}" y="${y + 244 * s}" width="${10 * s}" height="${136 * s}" fill="#f4ead7"/>
<rect x="${x + 304 * s}" y="${y + 244 * s}" width="${10 * s}" height="${136 * s}" fill="#f4ead7"/>
${windows.join('\n')}
<text x="${x + 250 * s}" y="${y + 80 * s}" font-family="${serif}" font-size="${54 * s}" font-weight="700" fill="${gold}" text-anchor="middle">ΟΞΨ</text>
</g>`;
}

function crest(cx: number, cy: number, s: number, detailed: boolean): string {
  const shield = `M${cx - 150 * s},${cy - 170 * s} H${cx + 150 * s} V${cy + 10 * s} C${cx + 150 * s},${cy + 120 * s} ${cx + 60 * s},${cy + 180 * s} ${cx},${cy + 210 * s} C${cx - 60 * s},${cy + 180 * s} ${cx - 150 * s},${cy + 120 * s} ${cx - 150 * s},${cy + 10 * s} Z`;
  const details = detailed
    ? `<line x1="${cx}" y1="${cy - 160 * s}" x2="${cx}" y2="${cy + 200 * s}" stroke="${gold}" stroke-width="${6 * s}"/>
<line x1="${cx - 140 * s}" y1="${cy}" x2="${cx + 140 * s}" y2="${cy}" stroke="${gold}" stroke-width="${6 * s}"/>
<path d="M${cx - 95 * s},${cy - 40 * s} h${50 * s} l${-8 * s},${-40 * s} h${-34 * s} z M${cx - 70 * s},${cy - 80 * s} q${10 * s},${-30 * s} 0,${-50 * s} q${-10 * s},${20 * s} 0,${50 * s}" fill="${gold}"/>
<path d="M${cx + 40 * s},${cy - 60 * s} q${40 * s},${-70 * s} ${80 * s},${-80 * s} q${-20 * s},${50 * s} ${-80 * s},${80 * s} z" fill="${gold}"/>
<path d="M${cx - 110 * s},${cy + 70 * s} q${40 * s},${-30 * s} ${80 * s},0 q${-40 * s},${30 * s} ${-80 * s},0 z" fill="${gold}"/>
${[0, 1, 2].map((i) => `<circle cx="${cx + (45 + i * 30) * s}" cy="${cy + (50 + (i % 2) * 24) * s}" r="${10 * s}" fill="${gold}"/>`).join('')}`
    : `<text x="${cx}" y="${cy + 50 * s}" font-family="${serif}" font-size="${120 * s}" font-weight="700" fill="${gold}" text-anchor="middle">ΟΞΨ</text>`;
  return `<path d="${shield}" fill="${navy}" stroke="${gold}" stroke-width="${14 * s}"/>${details}`;
}

function portrait(file: string, seed: number, label: string): void {
  const r = rng(seed);
  const bg = pick(r, ['#dbe4f0', '#e9e1d3', '#dfeadf', '#ece0e6', '#e3e0ef', '#f0e6d6']);
  const skin = pick(r, skinTones);
  const hair = pick(r, hairColours);
  const jacket = pick(r, ['#1f2a44', '#2f3b52', '#3d3d44', '#4a3b2f', '#23404f']);
  const shirt = pick(r, ['#ffffff', '#dce7f5', '#f3efe6']);
  const tie = pick(r, [gold, '#8c1d2f', '#2e6b4f', navy]);
  const hairStyle = Math.floor(r() * 4);
  const hairShape = [
    '<path d="M180,170 q120,-110 240,0 v30 q-20,-40 -60,-50 q-60,30 -120,0 q-40,10 -60,50 z" fill="HAIR"/>',
    '<ellipse cx="300" cy="165" rx="128" ry="70" fill="HAIR"/>',
    '<path d="M172,230 q-10,-150 128,-150 q138,0 128,150 q-20,-70 -60,-90 q-70,20 -136,0 q-40,20 -60,90 z" fill="HAIR"/>',
    '<path d="M190,160 q110,-80 220,0 q-50,-20 -110,-10 q-60,-10 -110,10 z" fill="HAIR"/>',
  ][hairStyle]!.replace('HAIR', hair);
  const body = `<rect width="600" height="600" fill="${bg}"/>
<path d="M60,600 q20,-170 240,-190 q220,20 240,190 z" fill="${jacket}"/>
<path d="M250,420 l50,180 l50,-180 z" fill="${shirt}"/>
<path d="M288,430 h24 l10,120 l-22,30 l-22,-30 z" fill="${tie}"/>
<rect x="262" y="340" width="76" height="80" fill="${skin}"/>
<ellipse cx="300" cy="250" rx="118" ry="135" fill="${skin}"/>
<ellipse cx="182" cy="262" rx="18" ry="30" fill="${skin}"/>
<ellipse cx="418" cy="262" rx="18" ry="30" fill="${skin}"/>
${hairShape}
<ellipse cx="258" cy="252" rx="11" ry="13" fill="#2a2a2a"/>
<ellipse cx="342" cy="252" rx="11" ry="13" fill="#2a2a2a"/>
<path d="M236,222 q22,-12 44,0 M320,222 q22,-12 44,0" stroke="${hair}" stroke-width="8" fill="none" stroke-linecap="round"/>
<path d="M262,320 q38,30 76,0" stroke="#8a4a3a" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  write(file, svg(600, 600, body, label));
}

function scene(
  file: string,
  seed: number,
  theme: 'formal' | 'homecoming' | 'marlowe' | 'retreat' | 'pancakes' | 'stage' | 'ribbon' | 'team',
  label: string,
  width = 1200,
  height = 800,
): void {
  const r = rng(seed);
  const parts: string[] = [];
  switch (theme) {
    case 'formal': {
      parts.push(sky(width, height, '#1a1433', '#3b2a5c', `g${seed}`));
      for (let i = 0; i < 40; i++) {
        parts.push(
          `<circle cx="${between(r, 0, width)}" cy="${between(r, 0, height * 0.45)}" r="${between(r, 3, 9)}" fill="${pick(r, ['#ffd98a', '#f6c1e0', '#bfe3ff'])}" opacity="0.85"/>`,
        );
      }
      parts.push(
        `<rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="#5a3d2b"/>`,
      );
      parts.push(
        `<ellipse cx="${width / 2}" cy="${height * 0.1}" rx="${width * 0.12}" ry="28" fill="${gold}" opacity="0.9"/>`,
      );
      parts.push(crowd(width, height * 0.68, 6 + Math.floor(r() * 3), r, 1.7));
      break;
    }
    case 'homecoming': {
      parts.push(sky(width, height, '#8ec5ff', '#e6f3ff', `g${seed}`));
      parts.push(
        `<rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="#7a7a7a"/>`,
      );
      const fx = between(r, width * 0.25, width * 0.55);
      parts.push(`<rect x="${fx}" y="${height * 0.55}" width="420" height="110" rx="14" fill="${navy}"/>
<polygon points="${fx + 170},${height * 0.55} ${fx + 190},${height * 0.12} ${fx + 250},${height * 0.12} ${fx + 270},${height * 0.55}" fill="#ffffff" stroke="#c0392b" stroke-width="10"/>
<rect x="${fx + 180}" y="${height * 0.08}" width="80" height="40" fill="${gold}"/>
<circle cx="${fx + 70}" cy="${height * 0.55 + 120}" r="34" fill="#222"/><circle cx="${fx + 350}" cy="${height * 0.55 + 120}" r="34" fill="#222"/>
<text x="${fx + 210}" y="${height * 0.55 + 70}" font-family="${serif}" font-size="44" font-weight="700" fill="${gold}" text-anchor="middle">ΟΞΨ</text>`);
      parts.push(crowd(width, height * 0.9, 5, r, 1.1));
      break;
    }
    case 'marlowe': {
      parts.push(sky(width, height, '#9fd3ff', '#f3fbff', `g${seed}`));
      parts.push(
        `<rect y="${height * 0.6}" width="${width}" height="${height * 0.4}" fill="#5fa85a"/>`,
      );
      for (let i = 0; i < 6; i++) {
        parts.push(
          `<polygon points="${i * 200 + 20},${height * 0.18} ${i * 200 + 120},${height * 0.18} ${i * 200 + 70},${height * 0.28}" fill="${pick(r, [gold, '#c0392b', navy, '#2e6b4f'])}"/>`,
        );
      }
      parts.push(
        `<line x1="0" y1="${height * 0.18}" x2="${width}" y2="${height * 0.18}" stroke="#555" stroke-width="4"/>`,
      );
      parts.push(crowd(width, height * 0.72, 7, r, 1.3));
      break;
    }
    case 'retreat': {
      parts.push(sky(width, height, '#ffb26b', '#ffe3b8', `g${seed}`));
      parts.push(
        `<circle cx="${between(r, 200, width - 200)}" cy="${height * 0.35}" r="70" fill="#fff4d6"/>`,
      );
      parts.push(`<polygon points="0,${height * 0.55} ${width * 0.3},${height * 0.25} ${width * 0.55},${height * 0.55}" fill="#5b6b7a"/>
<polygon points="${width * 0.4},${height * 0.55} ${width * 0.72},${height * 0.2} ${width},${height * 0.55}" fill="#475766"/>`);
      parts.push(
        `<rect y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="#3f7fa8"/>`,
      );
      for (let i = 0; i < 7; i++)
        parts.push(tree(i * 190 + between(r, 0, 60), height * 0.58, 0.8, '#2f5d3a'));
      parts.push(
        `<path d="M${width * 0.35},${height * 0.78} q${width * 0.15},40 ${width * 0.3},0 z" fill="#b5562d"/>`,
      );
      parts.push(
        person(width * 0.45, height * 0.75, 0.7, r),
        person(width * 0.55, height * 0.75, 0.7, r),
      );
      break;
    }
    case 'pancakes': {
      parts.push(sky(width, height, '#fff1d6', '#ffe0a8', `g${seed}`));
      parts.push(
        `<ellipse cx="${width / 2}" cy="${height * 0.62}" rx="320" ry="70" fill="#ffffff"/>`,
      );
      for (let i = 0; i < 5; i++) {
        parts.push(
          `<ellipse cx="${width / 2}" cy="${height * 0.58 - i * 34}" rx="220" ry="46" fill="#d79a4a" stroke="#b87a30" stroke-width="6"/>`,
        );
      }
      parts.push(
        `<path d="M${width / 2 - 60},${height * 0.42 - 120} q60,-40 120,0 q-10,60 -60,90 q-50,-30 -60,-90 z" fill="#8a4b17" opacity="0.9"/>`,
      );
      const paw = (x: number, y: number) =>
        `<circle cx="${x}" cy="${y}" r="40" fill="${navy}"/><circle cx="${x - 45}" cy="${y - 50}" r="18" fill="${navy}"/><circle cx="${x - 15}" cy="${y - 72}" r="18" fill="${navy}"/><circle cx="${x + 20}" cy="${y - 72}" r="18" fill="${navy}"/><circle cx="${x + 50}" cy="${y - 50}" r="18" fill="${navy}"/>`;
      parts.push(paw(180, 220), paw(width - 180, height - 120));
      break;
    }
    case 'stage': {
      parts.push(`<rect width="${width}" height="${height}" fill="#1c1126"/>`);
      parts.push(
        `<polygon points="${width * 0.3},0 ${width * 0.7},0 ${width * 0.85},${height} ${width * 0.15},${height}" fill="#fff3c4" opacity="0.25"/>`,
      );
      parts.push(
        `<rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="#4a2b1d"/>`,
      );
      parts.push(
        crowd(width * 0.6, height * 0.66, 4, r, 1.5).replace(
          /<g>/g,
          `<g transform="translate(${width * 0.2},0)">`,
        ),
      );
      parts.push(
        `<rect x="${width / 2 - 6}" y="${height * 0.38}" width="12" height="200" fill="#aaa"/><circle cx="${width / 2}" cy="${height * 0.37}" r="22" fill="#333"/>`,
      );
      break;
    }
    case 'ribbon': {
      parts.push(sky(width, height, '#e7f5ec', '#cfe9d9', `g${seed}`));
      parts.push(`<path d="M${width / 2},${height * 0.15} c-150,0 -150,220 0,330 c150,-110 150,-330 0,-330 z" fill="none" stroke="#2e8b57" stroke-width="60" stroke-linejoin="round"/>
<path d="M${width / 2 - 40},${height * 0.52} l-140,260 M${width / 2 + 40},${height * 0.52} l140,260" stroke="#2e8b57" stroke-width="60" stroke-linecap="round"/>`);
      break;
    }
    case 'team': {
      const bg = pick(r, ['#f6d5e5', '#d8e8fb', '#e4f3d8', '#fbe8cf', '#e6dcf7', '#d5f0ee']);
      parts.push(`<rect width="${width}" height="${height}" fill="${bg}"/>`);
      parts.push(
        `<rect x="${width * 0.1}" y="${height * 0.12}" width="${width * 0.8}" height="120" rx="16" fill="#ffffff" opacity="0.8"/>`,
      );
      parts.push(
        `<text x="${width / 2}" y="${height * 0.12 + 82}" font-family="${serif}" font-size="64" font-weight="700" fill="${navy}" text-anchor="middle">${label
          .split(' ')
          .map((w) => w[0])
          .join('')}</text>`,
      );
      parts.push(crowd(width, height * 0.72, 5, r, 1.5, pick(r, shirtColours)));
      break;
    }
  }
  write(file, svg(width, height, parts.join('\n'), label));
}

/**
 * The width of a text in DejaVu Sans (the font the build draws SVG text with), in ems, from the
 * widths of its letters rounded up, so wrapped lines never run off the page.
 */
function textWidthEm(text: string): number {
  let width = 0;
  for (const c of text) {
    if (/[ilj.,:;'!|]/.test(c)) width += 0.3;
    else if (/[ frt()-]/.test(c)) width += 0.42;
    else if (/[mw]/.test(c)) width += 0.92;
    else if (/[MW]/.test(c)) width += 0.95;
    else if (/[A-Z&$]/.test(c)) width += 0.74;
    else if (/[0-9]/.test(c)) width += 0.64;
    else width += 0.62;
  }
  return width;
}

/** Breaks a paragraph into lines at most `width` pixels wide at `size` pixels. */
function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidthEm(next) * size > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

interface NewsletterArticle {
  headline: string;
  picture: { sky: [string, string]; people: number; caption: string };
  title: string;
  paragraphs: string[];
  /** A boxed note at the foot of the page ("Inside: …"). */
  aside: string;
}

/**
 * One page of the demo newsletter, laid out like a real issue (masthead, headline, photo with its
 * caption, an article) in a single column with large type: shown across a 360 px phone, its body
 * text is about 14 px, so it can be read without zooming.
 */
function newsletterPage(file: string, page: number, article: NewsletterArticle): void {
  const w = 1000;
  const h = 1400;
  const margin = 60;
  const column = w - 2 * margin;
  const body = 40;
  const leading = 54;
  const parts = [
    `<rect width="${w}" height="${h}" fill="#fffdf7"/>`,
    `<rect width="${w}" height="150" fill="${navy}"/>`,
    `<text x="${margin}" y="96" font-family="${serif}" font-size="58" font-weight="700" fill="#ffffff">The Lambda Letter</text>`,
    `<text x="${w - margin}" y="96" font-family="${sans}" font-size="28" font-weight="700" fill="${gold}" text-anchor="end">Page ${page} of 3</text>`,
    `<text x="${margin}" y="196" font-family="${sans}" font-size="24" fill="#4b5563">Fall 2026 edition · Omicron Xi Psi, Beta Lambda Chapter</text>`,
    `<rect x="${margin}" y="214" width="${column}" height="4" fill="${gold}"/>`,
  ];
  let y = 290;
  for (const line of wrap(article.headline, column, 52)) {
    parts.push(
      `<text x="${margin}" y="${y}" font-family="${serif}" font-size="52" font-weight="700" fill="#1f2937">${xml(line)}</text>`,
    );
    y += 66;
  }
  // The photo: a drawn scene, never a real person.
  const r = rng(page * 17);
  const photoY = y - 30;
  const photoH = 250;
  parts.push(
    `<defs><clipPath id="photo${page}"><rect x="${margin}" y="${photoY}" width="${column}" height="${photoH}" rx="12"/></clipPath>` +
      `<linearGradient id="sky${page}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${article.picture.sky[0]}"/><stop offset="1" stop-color="${article.picture.sky[1]}"/></linearGradient></defs>`,
    `<g clip-path="url(#photo${page})"><rect x="${margin}" y="${photoY}" width="${column}" height="${photoH}" fill="url(#sky${page})"/>` +
      `<rect x="${margin}" y="${photoY + photoH * 0.72}" width="${column}" height="${photoH * 0.28}" fill="#5d7a4e"/>` +
      crowd(column, photoY + photoH * 0.72, article.picture.people, r, 0.85).replace(
        /<g>/g,
        `<g transform="translate(${margin},0)">`,
      ) +
      `</g>`,
  );
  y = photoY + photoH + 40;
  parts.push(
    `<text x="${margin}" y="${y}" font-family="${sans}" font-size="26" font-style="italic" fill="#4b5563">${xml(article.picture.caption)}</text>`,
  );
  y += 74;
  for (const line of wrap(article.title, column, 44)) {
    parts.push(
      `<text x="${margin}" y="${y}" font-family="${serif}" font-size="44" font-weight="700" fill="${navy}">${xml(line)}</text>`,
    );
    y += 56;
  }
  y += 8;
  for (const paragraph of article.paragraphs) {
    for (const line of wrap(paragraph, column, body)) {
      parts.push(
        `<text x="${margin}" y="${y}" font-family="${sans}" font-size="${body}" fill="#1f2937">${xml(line)}</text>`,
      );
      y += leading;
    }
    y += 18;
  }
  const asideLines = wrap(article.aside, column - 60, 32);
  const asideH = asideLines.length * 44 + 36;
  const asideY = h - 90 - asideH;
  if (y - 40 > asideY) throw new Error(`${file}: the article runs off the page (${y} px)`);
  parts.push(
    `<rect x="${margin}" y="${asideY}" width="${column}" height="${asideH}" rx="10" fill="#f3ecd9"/>`,
    `<rect x="${margin}" y="${asideY}" width="8" height="${asideH}" fill="${gold}"/>`,
    ...asideLines.map(
      (line, i) =>
        `<text x="${margin + 36}" y="${asideY + 50 + i * 44}" font-family="${sans}" font-size="32" fill="#1f2937">${xml(line)}</text>`,
    ),
  );
  parts.push(
    `<text x="${w / 2}" y="${h - 30}" font-family="${sans}" font-size="22" fill="#6b7280" text-anchor="middle">Northmere University · a fictional demo chapter</text>`,
  );
  write(file, svg(w, h, parts.join('\n'), `The Lambda Letter, page ${page}: ${article.headline}`));
}

function product(file: string, kind: 'tshirt' | 'hoodie' | 'hat', label: string): void {
  const bg = '#f1f3f6';
  const shapes = {
    tshirt: `<path d="M380,180 l-170,80 l60,150 l70,-30 v370 h320 v-370 l70,30 l60,-150 l-170,-80 q-80,70 -160,0 z" fill="${navy}"/>
<text x="500" y="480" font-family="${serif}" font-size="110" font-weight="700" fill="${gold}" text-anchor="middle">ΟΞΨ</text>`,
    hoodie: `<path d="M370,200 q130,-110 260,0 l170,90 l-40,420 h-80 v40 h-360 v-40 h-80 l-40,-420 z" fill="#2f3b52"/>
<path d="M420,200 q80,110 160,0" fill="none" stroke="#1f2a44" stroke-width="26"/>
<rect x="400" y="560" width="200" height="100" rx="20" fill="#263247"/>
<text x="500" y="470" font-family="${serif}" font-size="96" font-weight="700" fill="${gold}" text-anchor="middle">ΟΞΨ</text>`,
    hat: `<path d="M300,560 q0,-260 200,-260 q200,0 200,260 z" fill="${navy}"/>
<path d="M280,560 h460 q60,0 60,40 h-520 z" fill="#0e2242"/>
<circle cx="500" cy="300" r="16" fill="${gold}"/>
<text x="500" y="500" font-family="${serif}" font-size="90" font-weight="700" fill="${gold}" text-anchor="middle">ΟΞΨ</text>`,
  } as const;
  write(
    file,
    svg(
      1000,
      1000,
      `<rect width="1000" height="1000" fill="${bg}"/>\n<ellipse cx="500" cy="900" rx="320" ry="30" fill="#dfe3ea"/>\n${shapes[kind]}`,
      label,
    ),
  );
}

function tile(file: string, seed: number, label: string, glyph: string): void {
  const r = rng(seed);
  const bg = pick(r, ['#14305c', '#1f4a7a', '#2b3a67', '#233b5d']);
  write(
    file,
    svg(
      800,
      500,
      `<rect width="800" height="500" fill="${bg}"/>
<circle cx="${between(r, 100, 700)}" cy="${between(r, 50, 450)}" r="220" fill="#ffffff" opacity="0.06"/>
<text x="400" y="230" font-family="${serif}" font-size="150" fill="${gold}" text-anchor="middle">${glyph}</text>`,
      label,
    ),
  );
}

// Shared
write(
  'shared/logo.svg',
  svg(
    512,
    512,
    `<rect width="512" height="512" rx="96" fill="#ffffff"/>${crest(256, 236, 1.05, false)}`,
    'Omicron Xi Psi crest',
  ),
);

// Home
{
  const w = 1920;
  const h = 1080;
  const r = rng(7);
  const stars = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${between(r, 0, w)}" cy="${between(r, 0, h * 0.45)}" r="${between(r, 1, 3)}" fill="#ffffff" opacity="${between(r, 0.3, 0.9).toFixed(2)}"/>`,
  ).join('');
  write(
    'home/hero.svg',
    svg(
      w,
      h,
      `${sky(w, h, '#0b1a36', '#4a3f6b', 'hero')}
${stars}
<circle cx="${w * 0.82}" cy="${h * 0.2}" r="60" fill="#fdf1c7"/>
<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#1d2b1f"/>
${tree(160, h * 0.8, 1.8, '#1f3b2a')}${tree(420, h * 0.8, 1.4, '#23442f')}${tree(w - 200, h * 0.8, 1.9, '#1f3b2a')}${tree(w - 460, h * 0.8, 1.3, '#23442f')}
${house(w / 2 - 400, h * 0.24, 1.6, true)}`,
      'The chapter house on Fenwick Row at dusk',
    ),
  );
}
newsletterPage('newsletter/page-1.svg', 1, {
  headline: 'Homecoming and a new class',
  picture: {
    sky: ['#8ec5ff', '#e6f3ff'],
    people: 6,
    caption: 'The float crew on parade day, in navy and gold.',
  },
  title: 'Second place for the lighthouse',
  paragraphs: [
    'Our lighthouse float took second place in the Homecoming parade. Thirty brothers built it over four weekends, and the lamp really turned.',
    'Fourteen men joined the chapter this fall, from nine majors. They have already given 120 hours at the animal rescue.',
  ],
  aside: 'Inside: Marlowe Week breaks a record (page 2), alumni news and founders day (page 3).',
});
newsletterPage('newsletter/page-2.svg', 2, {
  headline: 'Marlowe Week breaks a record',
  picture: {
    sky: ['#9fd3ff', '#f3fbff'],
    people: 7,
    caption: 'Field games on the quad, day three of Marlowe Week.',
  },
  title: '$4,850 for the scholarship',
  paragraphs: [
    'Fourteen chapters competed through seven days of games, lip-sync and a charity dinner, and raised $4,850 for the Marlowe scholarship.',
    'We also passed 1,000 service hours: the food drive filled the pantry and forty of us cleared a mile of river trail.',
  ],
  aside: 'Thank you to every chapter that competed, and to the sponsors of the charity dinner.',
});
newsletterPage('newsletter/page-3.svg', 3, {
  headline: 'Alumni news and founders day',
  picture: {
    sky: ['#ffb26b', '#ffe3b8'],
    people: 5,
    caption: 'Three generations of brothers on the porch at 412 Fenwick Row.',
  },
  title: 'Come home for founders day',
  paragraphs: [
    'Every March, brothers of every generation come back for house tours and the banquet. RSVP on the alumni page.',
    'The house fund has six initiatives, from the porch to the pool table. The alumni page shows each one and how to give.',
  ],
  aside: 'News for the next letter? Write to alumni@oxp-northmere.example.',
});

// About
{
  const w = 1200;
  const h = 800;
  write(
    'about/history.svg',
    svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="#efe3c8"/>
<rect x="40" y="40" width="${w - 80}" height="${h - 80}" fill="none" stroke="#8a6d3b" stroke-width="6"/>
<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#cbb58a"/>
${house(w / 2 - 300, 150, 1.2, false)
  .replace(/#8c3b2e/g, '#9c7f55')
  .replace(/#3a2f3b/g, '#6b5537')}
<text x="${w / 2}" y="${h - 70}" font-family="${serif}" font-size="36" fill="#5b4526" text-anchor="middle">Beta Lambda Chapter · 1949</text>`,
      'A sepia drawing of the first chapter house in 1949',
    ),
  );
}
write(
  'about/shield.svg',
  svg(
    600,
    640,
    `<rect width="600" height="640" fill="#f5f1e6"/>${crest(300, 290, 1.35, true)}`,
    'The Omicron Xi Psi shield',
  ),
);

// Philanthropy
scene('philanthropy/paws-and-pancakes.svg', 11, 'pancakes', 'A stack of pancakes with paw prints');
scene('philanthropy/lip-sync.svg', 12, 'stage', 'Brothers on stage at the lip sync showdown');
scene('philanthropy/mental-health.svg', 13, 'ribbon', 'A green awareness ribbon');
[
  'Alpha Lyra Sigma',
  'Delta Iota Nu',
  'Kappa Rho Eta',
  'Sigma Theta Lyra',
  'Phi Omicron Tau',
  'Zeta Nu Upsilon',
].forEach((name, i) => scene(`philanthropy/competitor-${i + 1}.svg`, 20 + i, 'team', name));

// Highlights
const galleries: [string, 'formal' | 'homecoming' | 'marlowe' | 'retreat', number, string][] = [
  ['fall-formal', 'formal', 8, 'Fall Formal'],
  ['homecoming', 'homecoming', 4, 'Homecoming float'],
  ['marlowe-week', 'marlowe', 9, 'Marlowe Week'],
  ['retreat', 'retreat', 6, 'Brotherhood retreat'],
];
galleries.forEach(([id, theme, count, label], g) => {
  scene(`highlights/${id}-cover.svg`, 100 + g * 20, theme, `${label}, cover photo`);
  for (let n = 1; n <= count; n++)
    scene(`highlights/${id}-${n}.svg`, 100 + g * 20 + n, theme, `${label}, photo ${n} of ${count}`);
});
portrait('highlights/honoree-1.svg', 501, 'Portrait of Marcus Albright');
portrait('highlights/honoree-2.svg', 502, 'Portrait of Julian Okonkwo');

// Officers (two of the fifteen have no photo, to show the placeholder)
const withPhotos = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 15];
for (const n of withPhotos)
  portrait(`officers/officer-${String(n).padStart(2, '0')}.svg`, 300 + n, `Officer portrait ${n}`);

// Active members page: the new member education carousel
scene('members/education-1.svg', 601, 'marlowe', 'Education night in the house library');
scene('members/education-2.svg', 602, 'formal', 'Big brother reveal');
scene('members/education-3.svg', 603, 'retreat', 'The new member class at the river clean-up');

// Alumni page: notable alumni (the third has no picture, to show the fallback)
portrait('alumni/notable-1.svg', 701, 'Portrait of Gregory Haldane');
portrait('alumni/notable-2.svg', 702, 'Portrait of Dr. Aaron Whitlock');

// Demo directory: portraits of fictional members (content/demo, loaded into the database)
for (let n = 1; n <= 26; n++) {
  portrait(
    `../demo/pictures/member-${String(n).padStart(2, '0')}.svg`,
    800 + n,
    `Member portrait ${n}`,
  );
}

// Merchandise
product('merch/tshirt.svg', 'tshirt', 'Navy chapter T-shirt');
product('merch/hoodie.svg', 'hoodie', 'Chapter hoodie');
product('merch/hat.svg', 'hat', 'Chapter hat');
tile('merch/category-apparel.svg', 41, 'Apparel', 'Ψ');
tile('merch/category-accessories.svg', 42, 'Accessories', 'Ξ');
tile('merch/category-gifts.svg', 43, 'Gifts', 'Ο');
tile('merch/category-new.svg', 44, 'New arrivals', '★');

console.log(`demo images written to ${out}`);

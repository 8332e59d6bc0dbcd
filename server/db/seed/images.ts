/**
 * Seed artwork, generated here (no downloads): small deterministic SVGs for NFTs, collections, banners,
 * coins, home modules and articles. `npx tsx server/db/seed/images.ts` rewrites public/seed/: the SVGs and
 * their WebP and JPEG twins (server/lib/raster.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Small seeded PRNG so a name always draws the same picture (the market seed draws its data with it too). */
export function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const gradient = (id: string, a: string, b: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

export type Motif =
  | 'cat'
  | 'peaks'
  | 'gem'
  | 'bloom'
  | 'robot'
  | 'planet'
  | 'vinyl'
  | 'blade'
  | 'ghost'
  | 'rune'
  | 'potion'
  | 'ticket'
  | 'lighthouse';

function motif(kind: Motif, rand: () => number, hue: number): string {
  switch (kind) {
    case 'cat': {
      const fur = hsl(hue + 30 + rand() * 40, 70, 60);
      const stars = Array.from(
        { length: 14 },
        () =>
          `<circle cx="${(rand() * 400).toFixed(0)}" cy="${(rand() * 400).toFixed(0)}" r="${(1 + rand() * 2.5).toFixed(1)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
      ).join('');
      const eye = pick(rand, ['#30bf63', '#feb01a', '#205aff', '#dc405a']);
      return `${stars}<circle cx="200" cy="215" r="118" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="10"/>
<polygon points="120,150 135,70 185,125" fill="${fur}"/><polygon points="280,150 265,70 215,125" fill="${fur}"/>
<circle cx="200" cy="210" r="92" fill="${fur}"/>
<ellipse cx="165" cy="200" rx="16" ry="${(14 + rand() * 8).toFixed(0)}" fill="${eye}"/><ellipse cx="235" cy="200" rx="16" ry="${(14 + rand() * 8).toFixed(0)}" fill="${eye}"/>
<circle cx="165" cy="200" r="6" fill="#111"/><circle cx="235" cy="200" r="6" fill="#111"/>
<polygon points="190,232 210,232 200,244" fill="#dc405a"/>
<path d="M200 244 q-14 16 -30 6 M200 244 q14 16 30 6" stroke="#333" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    }
    case 'peaks': {
      const sun = `<circle cx="${(110 + rand() * 180).toFixed(0)}" cy="${(90 + rand() * 60).toFixed(0)}" r="${(34 + rand() * 22).toFixed(0)}" fill="${hsl(hue + 40, 95, 70)}"/>`;
      const layers = [0, 1, 2].map((layer) => {
        const base = 250 + layer * 55;
        const points = ['0,400'];
        for (let x = 0; x <= 400; x += 50) points.push(`${x},${(base - rand() * (110 - layer * 25)).toFixed(0)}`);
        points.push('400,400');
        return `<polygon points="${points.join(' ')}" fill="${hsl(hue + 180 + layer * 15, 45, 32 - layer * 8)}" opacity="${0.85 + layer * 0.05}"/>`;
      });
      return sun + layers.join('');
    }
    case 'gem': {
      const c1 = hsl(hue + 150 + rand() * 60, 80, 62);
      const c2 = hsl(hue + 190 + rand() * 60, 75, 40);
      const w = 110 + rand() * 30;
      return `<polygon points="${200 - w},160 ${200 - w / 2},95 ${200 + w / 2},95 ${200 + w},160 200,330" fill="${c2}"/>
<polygon points="${200 - w},160 ${200 - w / 2},95 200,160" fill="${c1}"/><polygon points="${200 + w},160 ${200 + w / 2},95 200,160" fill="${c1}" opacity=".8"/>
<polygon points="${200 - w},160 200,160 200,330" fill="${c1}" opacity=".55"/><polygon points="${200 - w / 2},95 ${200 + w / 2},95 200,160" fill="#fff" opacity=".35"/>
<path d="M140 60 l8 -16 l8 16 l16 8 l-16 8 l-8 16 l-8 -16 l-16 -8z" fill="#fff" opacity=".8"/>`;
    }
    case 'bloom': {
      const petals = 5 + Math.floor(rand() * 5);
      const colour = hsl(hue + 280 + rand() * 60, 85, 65);
      const ring = Array.from(
        { length: petals },
        (_, i) =>
          `<ellipse cx="200" cy="135" rx="${(30 + rand() * 8).toFixed(0)}" ry="70" fill="${colour}" opacity=".85" transform="rotate(${((360 / petals) * i).toFixed(1)} 200 200)"/>`,
      ).join('');
      return `${ring}<circle cx="200" cy="200" r="${(30 + rand() * 10).toFixed(0)}" fill="${hsl(hue + 50, 95, 60)}"/><circle cx="200" cy="200" r="12" fill="#fff" opacity=".7"/>`;
    }
    case 'robot': {
      const metal = hsl(hue + 180 + rand() * 40, 18 + rand() * 30, 58);
      const glow = hsl(hue + 90 + rand() * 120, 95, 62);
      const eyeH = (14 + rand() * 22).toFixed(0);
      const grill = [0, 1, 2, 3, 4].map(
        (i) => `<rect x="${160 + i * 18}" y="238" width="8" height="22" rx="3" fill="#333"/>`,
      );
      return `<line x1="200" y1="118" x2="200" y2="${(60 + rand() * 30).toFixed(0)}" stroke="${metal}" stroke-width="8"/><circle cx="200" cy="70" r="14" fill="${glow}"/>
<rect x="110" y="115" width="180" height="170" rx="28" fill="${metal}"/><rect x="96" y="170" width="16" height="50" rx="6" fill="${metal}"/><rect x="288" y="170" width="16" height="50" rx="6" fill="${metal}"/>
<rect x="140" y="160" width="120" height="56" rx="14" fill="#1b1f2a"/><rect x="156" y="${188 - Number(eyeH) / 2}" width="30" height="${eyeH}" rx="6" fill="${glow}"/><rect x="214" y="${188 - Number(eyeH) / 2}" width="30" height="${eyeH}" rx="6" fill="${glow}"/>
${grill.join('')}<circle cx="128" cy="132" r="5" fill="#333"/><circle cx="272" cy="132" r="5" fill="#333"/><circle cx="128" cy="268" r="5" fill="#333"/><circle cx="272" cy="268" r="5" fill="#333"/>`;
    }
    case 'planet': {
      const body = hsl(hue + 120 + rand() * 120, 65, 55);
      const band = hsl(hue + 150 + rand() * 120, 60, 40);
      const stars = Array.from(
        { length: 18 },
        () =>
          `<circle cx="${(rand() * 400).toFixed(0)}" cy="${(rand() * 400).toFixed(0)}" r="${(0.8 + rand() * 1.8).toFixed(1)}" fill="#fff" opacity="${(0.3 + rand() * 0.6).toFixed(2)}"/>`,
      ).join('');
      const tilt = (-30 + rand() * 60).toFixed(0);
      const moons = Math.floor(rand() * 4);
      const moonDots = Array.from(
        { length: moons },
        (_, i) =>
          `<circle cx="${(70 + i * 90 + rand() * 30).toFixed(0)}" cy="${(60 + rand() * 50).toFixed(0)}" r="${(8 + rand() * 10).toFixed(0)}" fill="${hsl(hue + 40 * i, 20, 80)}"/>`,
      ).join('');
      return `${stars}${moonDots}<circle cx="200" cy="215" r="105" fill="${body}"/>
<path d="M100 190 q100 30 200 0 M97 230 q103 32 206 0" stroke="${band}" stroke-width="18" fill="none" opacity=".7"/>
<ellipse cx="200" cy="215" rx="165" ry="34" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="9" transform="rotate(${tilt} 200 215)"/>`;
    }
    case 'vinyl': {
      const label = hsl(hue + 160 + rand() * 160, 80, 58);
      const grooves = Array.from(
        { length: 7 },
        (_, i) =>
          `<circle cx="200" cy="200" r="${70 + i * 10}" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="2"/>`,
      ).join('');
      return `<circle cx="200" cy="200" r="150" fill="#141414"/>${grooves}<circle cx="200" cy="200" r="52" fill="${label}"/>
<circle cx="200" cy="200" r="7" fill="#141414"/><path d="M120 110 a120 120 0 0 1 80 -30" stroke="#fff" stroke-opacity=".25" stroke-width="6" fill="none" stroke-linecap="round"/>
<rect x="${(150 + rand() * 40).toFixed(0)}" y="176" width="40" height="6" rx="3" fill="#fff" opacity=".6"/>`;
    }
    case 'blade': {
      const steel = hsl(hue + 200, 15, 82);
      const aura = hsl(hue + 100 + rand() * 160, 95, 60);
      const grip = hsl(hue + 20 + rand() * 40, 50, 30);
      return `<g transform="rotate(${(35 + rand() * 20).toFixed(0)} 200 200)"><ellipse cx="200" cy="170" rx="46" ry="170" fill="${aura}" opacity=".25"/>
<polygon points="200,20 224,60 224,250 176,250 176,60" fill="${steel}"/><polygon points="200,20 224,60 224,250 200,250" fill="#fff" opacity=".35"/>
<rect x="140" y="250" width="120" height="18" rx="8" fill="${aura}"/><rect x="188" y="268" width="24" height="80" rx="6" fill="${grip}"/><circle cx="200" cy="360" r="16" fill="${aura}"/></g>`;
    }
    case 'ghost': {
      const sheet = hsl(hue + 180 + rand() * 60, 40 + rand() * 40, 88);
      const glitch = Array.from(
        { length: 5 },
        () =>
          `<rect x="${(100 + rand() * 180).toFixed(0)}" y="${(90 + rand() * 220).toFixed(0)}" width="${(20 + rand() * 60).toFixed(0)}" height="6" fill="${hsl(hue + rand() * 360, 90, 60)}" opacity=".8"/>`,
      ).join('');
      return `<path d="M110 330 V190 a90 90 0 0 1 180 0 V330 l-30 -22 l-30 22 l-30 -22 l-30 22 l-30 -22z" fill="${sheet}"/>
<ellipse cx="165" cy="195" rx="15" ry="${(16 + rand() * 10).toFixed(0)}" fill="#1b1b2b"/><ellipse cx="235" cy="195" rx="15" ry="${(16 + rand() * 10).toFixed(0)}" fill="#1b1b2b"/>
<ellipse cx="200" cy="${(245 + rand() * 10).toFixed(0)}" rx="${(10 + rand() * 14).toFixed(0)}" ry="12" fill="#1b1b2b"/>${glitch}`;
    }
    case 'rune': {
      const stone = hsl(hue + 200, 12, 38 + rand() * 15);
      const glow = hsl(hue + 120 + rand() * 200, 95, 65);
      const strokes = Array.from({ length: 4 }, () => {
        const [x1, y1, x2, y2] = [150 + rand() * 100, 130 + rand() * 140, 150 + rand() * 100, 130 + rand() * 140];
        return `M${x1.toFixed(0)} ${y1.toFixed(0)} L${x2.toFixed(0)} ${y2.toFixed(0)}`;
      }).join(' ');
      return `<rect x="110" y="90" width="180" height="230" rx="36" fill="${stone}"/><rect x="110" y="90" width="180" height="230" rx="36" fill="none" stroke="${glow}" stroke-opacity=".5" stroke-width="6"/>
<path d="M200 120 V290 ${strokes}" stroke="${glow}" stroke-width="10" stroke-linecap="round" fill="none"/>`;
    }
    case 'potion': {
      const liquid = hsl(hue + 120 + rand() * 200, 85, 55);
      const level = (230 + rand() * 40).toFixed(0);
      const bubbles = Array.from(
        { length: 6 },
        () =>
          `<circle cx="${(150 + rand() * 100).toFixed(0)}" cy="${(250 + rand() * 60).toFixed(0)}" r="${(3 + rand() * 7).toFixed(0)}" fill="#fff" opacity=".5"/>`,
      ).join('');
      return `<defs><clipPath id="flask"><circle cx="200" cy="260" r="88"/></clipPath></defs>
<rect x="176" y="100" width="48" height="90" fill="#fff" opacity=".35"/><rect x="168" y="84" width="64" height="26" rx="6" fill="${hsl(hue + 30, 45, 40)}"/>
<circle cx="200" cy="260" r="88" fill="#fff" opacity=".25"/><rect x="100" y="${level}" width="200" height="200" fill="${liquid}" clip-path="url(#flask)"/>${bubbles}
<circle cx="200" cy="260" r="88" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="6"/>`;
    }
    case 'ticket': {
      const paper = hsl(hue + 40 + rand() * 60, 80, 70);
      const ink = hsl(hue + 200 + rand() * 60, 70, 30);
      return `<g transform="rotate(${(-14 + rand() * 28).toFixed(0)} 200 200)"><path d="M70 130 H330 V175 a25 25 0 0 0 0 50 V270 H70 V225 a25 25 0 0 0 0 -50z" fill="${paper}"/>
<line x1="260" y1="135" x2="260" y2="265" stroke="${ink}" stroke-width="4" stroke-dasharray="8 8"/>
<rect x="95" y="160" width="140" height="18" rx="6" fill="${ink}"/><rect x="95" y="192" width="100" height="12" rx="6" fill="${ink}" opacity=".6"/><rect x="95" y="216" width="120" height="12" rx="6" fill="${ink}" opacity=".6"/>
<path d="M295 186 l6 12 l13 2 l-9 9 l2 13 l-12 -6 l-12 6 l2 -13 l-9 -9 l13 -2z" fill="${ink}"/></g>`;
    }
    case 'lighthouse': {
      const beam = hsl(hue + 40 + rand() * 100, 95, 75);
      const stripe = hsl(hue + 340 + rand() * 40, 75, 50);
      const waves = [0, 1, 2]
        .map(
          (i) =>
            `<path d="M0 ${330 + i * 22} q50 -14 100 0 t100 0 t100 0 t100 0 V400 H0z" fill="${hsl(hue + 200, 55, 30 - i * 6)}"/>`,
        )
        .join('');
      return `<polygon points="200,110 ${(rand() < 0.5 ? 20 : 380).toFixed(0)},60 ${(rand() < 0.5 ? 20 : 380).toFixed(0)},170" fill="${beam}" opacity=".35"/>
<polygon points="170,330 182,130 218,130 230,330" fill="#f4f1ea"/><polygon points="177,270 223,270 226,300 174,300" fill="${stripe}"/><polygon points="180,190 220,190 222,220 178,220" fill="${stripe}"/>
<rect x="176" y="96" width="48" height="34" rx="6" fill="${beam}"/><polygon points="170,96 200,70 230,96" fill="${stripe}"/>${waves}`;
    }
  }
}

/**
 * How a token's traits show in its picture (the market seed's collections): the background's and the motif's hue,
 * and a gold frame for a token with a rare trait.
 */
export interface ArtLook {
  background?: number;
  accent?: number;
  frame?: boolean;
}

export function nftImage(kind: Motif, seedName: string, tag: string, look: ArtLook = {}): string {
  const rand = random(seedName);
  const hue = rand() * 360;
  const background = look.background ?? hue;
  const frame = look.frame
    ? '<rect x="8" y="8" width="384" height="384" rx="18" fill="none" stroke="#f5c542" stroke-width="10"/>'
    : '';
  return svg(
    400,
    400,
    `<defs>${gradient('bg', hsl(background, 70, 22), hsl(background + 60, 75, 45))}</defs><rect width="400" height="400" fill="url(#bg)"/>${motif(kind, rand, look.accent ?? hue)}${frame}` +
      `<text x="376" y="384" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="#fff" fill-opacity=".8" text-anchor="end">${tag}</text>`,
  );
}

export function bannerImage(seedName: string, kind: Motif): string {
  const rand = random(seedName);
  const hue = rand() * 360;
  const bubbles = Array.from(
    { length: 9 },
    () =>
      `<circle cx="${(rand() * 1200).toFixed(0)}" cy="${(rand() * 400).toFixed(0)}" r="${(20 + rand() * 90).toFixed(0)}" fill="#fff" opacity="${(0.05 + rand() * 0.12).toFixed(2)}"/>`,
  ).join('');
  return svg(
    1200,
    400,
    `<defs>${gradient('bg', hsl(hue, 80, 30), hsl(hue + 70, 85, 55))}</defs><rect width="1200" height="400" fill="url(#bg)"/>${bubbles}` +
      `<g transform="translate(800 0)">${motif(kind, rand, hue)}</g>`,
  );
}

export function coinIcon(symbol: string, colour: string): string {
  const size = symbol.length > 3 ? 15 : 19;
  return svg(
    64,
    64,
    `<circle cx="32" cy="32" r="31" fill="${colour}"/><circle cx="32" cy="32" r="25" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>` +
      `<text x="32" y="${32 + size / 3}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${symbol}</text>`,
  );
}

const ICON_PATHS: Record<string, string> = {
  swap: 'M14 18h26l-7-7M34 30H8l7 7',
  deposit: 'M24 8v24m-9-9l9 9 9-9M10 40h28',
  staking: 'M24 8l16 8-16 8-16-8zM8 24l16 8 16-8M8 32l16 8 16-8',
  game: 'M12 18h24a6 6 0 016 6v6a6 6 0 01-10 4l-3-3H19l-3 3a6 6 0 01-10-4v-6a6 6 0 016-6zM16 22v8m-4-4h8M32 25h.01M36 29h.01',
  auction: 'M20 10l12 12-5 5-12-12zM14 30l8-8M8 40h20',
  help: 'M18 18a6 6 0 1112 0c0 4-6 5-6 9M24 34h.01M24 44a20 20 0 110-40 20 20 0 010 40z',
};

export function moduleIcon(name: keyof typeof ICON_PATHS): string {
  return svg(
    48,
    48,
    `<rect width="48" height="48" rx="12" fill="#205aff" fill-opacity=".12"/><path d="${ICON_PATHS[name]}" fill="none" stroke="#205aff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

export function articleImage(seedName: string): string {
  const rand = random(seedName);
  const hue = rand() * 360;
  const bars = Array.from({ length: 8 }, (_, i) => {
    const h = 40 + rand() * 180;
    return `<rect x="${60 + i * 62}" y="${260 - h}" width="40" height="${h.toFixed(0)}" rx="8" fill="#fff" opacity="${(0.25 + rand() * 0.5).toFixed(2)}"/>`;
  }).join('');
  return svg(
    600,
    300,
    `<defs>${gradient('bg', hsl(hue, 65, 35), hsl(hue + 40, 70, 55), true)}</defs><rect width="600" height="300" fill="url(#bg)"/>${bars}`,
  );
}

/**
 * Whether a seed picture also gets raster twins (WebP for lists and pages, JPEG for link previews): the NFTs,
 * collections, banners and articles, drawn large on the first screens; coins and icons stay SVG (small and crisp).
 */
export const hasRasterTwins = (path: string) => /^seed\/(nft|banners|articles)\//.test(path);

/** Every seed image as path (under public/) -> SVG text. The seed data refers to the same paths (or their twins). */
export function allSeedImages(
  collections: { symbol: string; motif: Motif; items: number }[],
  coins: { symbol: string; colour: string }[],
): Map<string, string> {
  const files = new Map<string, string>();
  for (const collection of collections) {
    const slug = collection.symbol.toLowerCase();
    files.set(`seed/nft/${slug}/cover.svg`, nftImage(collection.motif, `${slug}-cover`, ''));
    files.set(`seed/nft/${slug}/banner.svg`, bannerImage(`${slug}-banner`, collection.motif));
    for (let n = 1; n <= collection.items; n += 1) {
      files.set(
        `seed/nft/${slug}/${n}.svg`,
        nftImage(collection.motif, `${slug}-${n}`, `#${String(n).padStart(2, '0')}`),
      );
    }
  }
  for (const coin of coins)
    files.set(`seed/coins/${coin.symbol.toLowerCase()}.svg`, coinIcon(coin.symbol, coin.colour));
  for (const name of Object.keys(ICON_PATHS)) files.set(`seed/icons/${name}.svg`, moduleIcon(name));
  (['cat', 'peaks', 'gem', 'bloom'] as const)
    .slice(0, 3)
    .forEach((kind, i) => files.set(`seed/banners/${i + 1}.svg`, bannerImage(`banner-${i + 1}`, kind)));
  for (let n = 1; n <= 4; n += 1) files.set(`seed/articles/${n}.svg`, articleImage(`article-${n}`));
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { SEED_COLLECTIONS, SEED_COINS } = await import('./data');
  const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public');
  const files = allSeedImages(
    SEED_COLLECTIONS.map((c) => ({ symbol: c.symbol, motif: c.motif, items: c.items.length })),
    SEED_COINS,
  );
  const { rasterize, rasterPath, rasterWidthOf } = await import('../../lib/raster');
  let written = 0;
  for (const [path, text] of files) {
    mkdirSync(dirname(join(publicDir, path)), { recursive: true });
    writeFileSync(join(publicDir, path), text);
    written += 1;
    if (!hasRasterTwins(path)) continue;
    for (const format of ['webp', 'jpg'] as const) {
      writeFileSync(join(publicDir, rasterPath(path, format)), await rasterize(text, format, rasterWidthOf(path)));
      written += 1;
    }
  }
  console.log(`wrote ${written} images under public/seed/`);
}

/**
 * Seed artwork, generated here (no downloads): small deterministic SVGs for NFTs, collections, banners,
 * coins, home modules and articles. `npx tsx server/db/seed/images.ts` rewrites public/seed/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Small seeded PRNG so a name always draws the same picture. */
function random(seedText: string): () => number {
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

export type Motif = 'cat' | 'peaks' | 'gem' | 'bloom';

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
  }
}

export function nftImage(kind: Motif, seedName: string, tag: string): string {
  const rand = random(seedName);
  const hue = rand() * 360;
  return svg(
    400,
    400,
    `<defs>${gradient('bg', hsl(hue, 70, 22), hsl(hue + 60, 75, 45))}</defs><rect width="400" height="400" fill="url(#bg)"/>${motif(kind, rand, hue)}` +
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

/** Every seed image as path (under public/) -> SVG text. The seed data refers to the same paths. */
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
  for (const [path, text] of files) {
    mkdirSync(dirname(join(publicDir, path)), { recursive: true });
    writeFileSync(join(publicDir, path), text);
  }
  console.log(`wrote ${files.size} images under public/seed/`);
}

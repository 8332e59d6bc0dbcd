import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allSeedImages, hasRasterTwins } from '../db/seed/images';
import { SEED_COINS, SEED_COLLECTIONS } from '../db/seed/data';
import { marketArt } from '../db/seed/marketData';
import { rasterize, rasterPath, rasterWidthOf, RASTER_MAX_WIDTH, RASTER_WIDTH } from './raster';

const PUBLIC = join(import.meta.dirname, '../../public');

const isWebp = (bytes: Buffer) =>
  bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe('rasterize', () => {
  it('draws a square token as a 600 x 600 WebP and JPEG', async () => {
    const svg = marketArt('ROBOT', '12.svg')!;
    const webp = await rasterize(svg, 'webp');
    expect(isWebp(webp)).toBe(true);
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    const jpeg = await rasterize(svg, 'jpg');
    expect(isJpeg(jpeg)).toBe(true);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    // small enough to stand in for a 2 kB SVG in a grid of twelve
    expect(webp.length).toBeLessThan(20_000);
  });

  it('draws banners across a page and the rest card-sized', () => {
    expect(rasterWidthOf('seed/banners/1.svg')).toBe(RASTER_MAX_WIDTH);
    expect(rasterWidthOf('/seed/art/ROBOT/banner.webp')).toBe(RASTER_MAX_WIDTH);
    expect(rasterWidthOf('seed/nft/astro/banner.svg')).toBe(RASTER_MAX_WIDTH);
    expect(rasterWidthOf('/seed/art/ROBOT/cover.jpg')).toBe(RASTER_WIDTH);
    expect(rasterWidthOf('seed/articles/1.svg')).toBe(RASTER_WIDTH);
  });

  it('keeps the aspect ratio and never draws wider than the bound', async () => {
    const banner = marketArt('ROBOT', 'banner.svg')!;
    expect(await sharp(await rasterize(banner, 'webp', 5000)).metadata()).toMatchObject({
      width: RASTER_MAX_WIDTH,
      height: RASTER_MAX_WIDTH / 3,
    });
    expect(await sharp(await rasterize(banner, 'webp', 300)).metadata()).toMatchObject({ width: 300, height: 100 });
  });

  it('draws the picture, not a blank: the colours of the drawing survive', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>';
    const { data } = await sharp(await rasterize(svg, 'jpg', 10))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
    expect(data[1]).toBeLessThan(20);
  });
});

describe('the static seed pictures', () => {
  it('have their WebP and JPEG twins in public/, drawn from the SVG beside them', async () => {
    const files = allSeedImages(
      SEED_COLLECTIONS.map((c) => ({ symbol: c.symbol, motif: c.motif, items: c.items.length })),
      SEED_COINS,
    );
    const twins = [...files.keys()].filter(hasRasterTwins);
    expect(twins.length).toBeGreaterThan(30);
    for (const path of twins) {
      const svgSize = await sharp(readFileSync(join(PUBLIC, path))).metadata();
      for (const format of ['webp', 'jpg'] as const) {
        const file = join(PUBLIC, rasterPath(path, format));
        expect([file, existsSync(file)]).toEqual([file, true]);
        const meta = await sharp(readFileSync(file)).metadata();
        expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : 'webp');
        const width = rasterWidthOf(path);
        expect([path, meta.width, meta.height]).toEqual([
          path,
          width,
          Math.round((width * svgSize.height!) / svgSize.width!),
        ]);
      }
    }
  });
});

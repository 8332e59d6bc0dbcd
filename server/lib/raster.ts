import sharp from 'sharp';

/**
 * Raster twins of the seed's SVG pictures. A browser rasterises an SVG `<img>` on its main thread, and link previews
 * (Telegram's among them) show no SVG at all, so each picture also exists as WebP (lists, pages: a 600 px token is
 * 4 to 11 kB, its compressed SVG under 1 kB: bytes traded for main-thread time) and JPEG (`og:image`, which every
 * messenger reads). Drawn once: the static seed pictures when `server/db/seed/images.ts` writes public/seed/, the
 * generated collections' ahead after start-up or on their first request (server/seedArt.ts keeps the bytes in the
 * database).
 */

export type RasterFormat = 'webp' | 'jpg';

export const RASTER_TYPES: Record<RasterFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** The widest raster drawn (a banner across a desktop page, or a phone's width at 3x). */
export const RASTER_MAX_WIDTH = 1200;
/** A picture's width: link previews want at least 600 px, a grid card needs no more than 2x its 300 px. */
export const RASTER_WIDTH = 600;

/** How wide a picture is drawn: a banner spans the page (home's carousel, a collection's header), the rest are cards. */
export const rasterWidthOf = (path: string) =>
  /\/(?:banners\/[^/]+|banner)\.\w+$/.test(path) ? RASTER_MAX_WIDTH : RASTER_WIDTH;

/**
 * The SVG drawn as `format`, at its own aspect ratio, `width` px wide (at most RASTER_MAX_WIDTH). A JPEG has no
 * transparency: it is laid on white, as a preview card shows it.
 */
export async function rasterize(svg: string, format: RasterFormat, width = RASTER_WIDTH): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 144 }).resize({
    width: Math.max(1, Math.min(RASTER_MAX_WIDTH, Math.round(width))),
  });
  return format === 'webp'
    ? image.webp({ quality: 75, effort: 6 }).toBuffer()
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** The path of a picture's raster twin: `/seed/nft/x/1.svg` -> `/seed/nft/x/1.webp`. */
export const rasterPath = (svgPath: string, format: RasterFormat) => svgPath.replace(/\.svg$/, `.${format}`);

import sharp, { type OverlayOptions } from 'sharp';

/**
 * The picture a story shares (`shareToStory`): 1080×1920, the thing's picture, its name and price, and the app's
 * name. Only what the item's public page shows: no owner, no account.
 */

export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;
const PICTURE = 880;
const PICTURE_TOP = 360;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/** At most `max` characters (whole code points), with an ellipsis when cut: a long name stays on the picture. */
export function clipText(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

function overlay(title: string, price: string, brand: string): Buffer {
  const font = "font-family=\"'Noto Sans CJK SC','Noto Sans','DejaVu Sans',sans-serif\"";
  const textTop = PICTURE_TOP + PICTURE + 130;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${STORY_WIDTH}" height="${STORY_HEIGHT}">
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1d2340"/><stop offset="1" stop-color="#0b0d17"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#bg)"/>
      <text x="540" y="220" ${font} font-size="56" font-weight="700" fill="#8ea2ff" text-anchor="middle">${escapeXml(brand)}</text>
      <rect x="${(STORY_WIDTH - PICTURE) / 2 - 8}" y="${PICTURE_TOP - 8}" width="${PICTURE + 16}" height="${PICTURE + 16}" rx="48" fill="#2a3152"/>
      <text x="540" y="${textTop}" ${font} font-size="72" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(clipText(title, 24))}</text>
      ${price ? `<text x="540" y="${textTop + 110}" ${font} font-size="64" font-weight="600" fill="#4ade80" text-anchor="middle">${escapeXml(clipText(price, 30))}</text>` : ''}
    </svg>`,
  );
}

/**
 * The story picture as PNG. `picture` is the thing's image bytes (any format sharp reads), or null to draw the
 * frame without it (a picture that could not be read never fails the story).
 */
export async function renderStory(input: {
  title: string;
  price: string;
  brand: string;
  picture: Buffer | null;
}): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  if (input.picture) {
    const picture = await sharp(input.picture, { limitInputPixels: 40_000_000 })
      .resize(PICTURE, PICTURE, { fit: 'cover' })
      .composite([
        {
          input: Buffer.from(
            `<svg width="${PICTURE}" height="${PICTURE}"><rect width="${PICTURE}" height="${PICTURE}" rx="40"/></svg>`,
          ),
          blend: 'dest-in',
        },
      ])
      .png()
      .toBuffer()
      .catch(() => null);
    if (picture) layers.push({ input: picture, left: (STORY_WIDTH - PICTURE) / 2, top: PICTURE_TOP });
  }
  return sharp(overlay(input.title, input.price, input.brand), { density: 72 })
    .resize(STORY_WIDTH, STORY_HEIGHT)
    .composite(layers)
    .png({ compressionLevel: 8 })
    .toBuffer();
}

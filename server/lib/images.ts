import sharp from 'sharp';
import { type ImageType, sniffImage } from '@/domain/images';
import { ApiError, SecurityCodes } from '../errors';

/** An uploaded picture: its type by content and its bytes. */
export interface DecodedImage {
  type: ImageType;
  bytes: Buffer;
}

/**
 * Decodes a `data:image/...;base64,` URL: 20161 when it is not one, or its first bytes are not a PNG, JPEG or WebP
 * signature (the declared type is ignored: the bytes decide), 20162 past `maxBytes` decoded.
 */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number): DecodedImage {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl.replace(/\s/g, ''));
  if (!match) throw new ApiError(SecurityCodes.IMAGE_INVALID, 'image_invalid');
  const bytes = Buffer.from(match[1] ?? '', 'base64');
  if (bytes.length > maxBytes) throw new ApiError(SecurityCodes.IMAGE_TOO_LARGE, 'image_too_large');
  const type = sniffImage(bytes);
  if (!type) throw new ApiError(SecurityCodes.IMAGE_INVALID, 'image_invalid');
  return { type, bytes };
}

/** sharp's name of each accepted type (`metadata().format`). */
const SHARP_FORMATS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

/** The largest picture decoded (about a 48-megapixel photo): a small file claiming a huge canvas is refused unread. */
export const DECODE_MAX_PIXELS = 50_000_000;

/**
 * `decodeImageDataUrl`, and the bytes must then decode in full as the type their signature names: a file that only
 * starts like a PNG (a script behind a PNG header, a truncated or corrupt picture) is refused (20161), so what is
 * served back at /uploads/<id> under that type is a picture.
 */
export async function decodeVerifiedImage(dataUrl: string, maxBytes: number): Promise<DecodedImage> {
  const image = decodeImageDataUrl(dataUrl, maxBytes);
  try {
    const decoder = sharp(image.bytes, { limitInputPixels: DECODE_MAX_PIXELS, failOn: 'error' });
    const meta = await decoder.metadata();
    if (meta.format !== SHARP_FORMATS[image.type]) throw new Error(`${meta.format} is not ${image.type}`);
    // metadata reads the header only: decoding every pixel is what proves the rest of the file (stats streams
    // through the picture without holding it whole in memory)
    await decoder.stats();
  } catch {
    throw new ApiError(SecurityCodes.IMAGE_INVALID, 'image_invalid');
  }
  return image;
}

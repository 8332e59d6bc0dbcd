/**
 * Pictures people upload (an avatar, a support ticket's screenshots): the types accepted and how they are recognised,
 * by their first bytes, never by the file's name or declared type. The form checks a file before it is sent and the
 * server checks the bytes it receives, with the same rule.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** How many first bytes `sniffImage` needs. */
export const IMAGE_SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type by its first bytes, or null when they are not a PNG, JPEG or WebP signature. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= PNG.length && PNG.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export type ImageProblem = 'type' | 'size';

/** Why a picture cannot be attached (its first bytes and its size), or null. */
export function imageProblem(head: Uint8Array, size: number, maxBytes: number): ImageProblem | null {
  if (!sniffImage(head)) return 'type';
  return size > maxBytes ? 'size' : null;
}

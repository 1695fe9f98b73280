/**
 * Checking and resizing an uploaded product image with sharp (libvips): the type is read from
 * the content (JPEG, PNG or WebP; never SVG, which can carry scripts), the size and pixel count
 * are bounded, and each of the shop's widths is written as WebP on a white square, the way the
 * shop's own pictures are framed.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PRODUCT_IMAGE_WIDTHS } from './image-names';

/** Largest upload accepted: a phone photo is 2–6 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Larger pictures are refused before decoding (a small file can decode to gigabytes). */
const MAX_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export type ImageProblem = 'IMAGE_TOO_LARGE' | 'IMAGE_TYPE';

export interface ProcessedImage {
  /** Hash of the uploaded bytes: the same picture uploaded twice gets the same files. */
  key: string;
  variants: { width: number; bytes: Buffer }[];
}

export async function processProductImage(bytes: Uint8Array): Promise<ProcessedImage | ImageProblem> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return 'IMAGE_TOO_LARGE';
  let format: string | undefined;
  let pixels = 0;
  try {
    // Only the header is read here, so no pixel limit: sharp's own (268 megapixels) threw on a
    // 20000×20000 picture, which was then called not a picture instead of too large.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    return 'IMAGE_TYPE';
  }
  if (!format || !ACCEPTED.has(format)) return 'IMAGE_TYPE';
  if (pixels === 0) return 'IMAGE_TYPE';
  if (pixels > MAX_PIXELS) return 'IMAGE_TOO_LARGE';
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  try {
    const variants = await Promise.all(
      PRODUCT_IMAGE_WIDTHS.map(async (width) => ({
        width,
        bytes: await sharp(bytes, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize(width, width, { fit: 'contain', background: '#ffffff', withoutEnlargement: false })
          .flatten({ background: '#ffffff' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
    return { key, variants };
  } catch {
    // A header that reads well over a body that does not decode.
    return 'IMAGE_TYPE';
  }
}

/**
 * Names and addresses of uploaded product images. An image is stored once per width the shop
 * shows (PRODUCT_IMAGE_WIDTHS) as WebP, named by the hash of the uploaded bytes: an address never
 * changes its content, so browsers may keep it for a year.
 */

/** Widths of the shop's product images: lightbox, gallery, card, compact card, thumbnails. */
export const PRODUCT_IMAGE_WIDTHS = [900, 600, 400, 240, 80] as const;
/** The width a product's `images.url` points at (the largest; the others differ only in the suffix). */
export const MAIN_WIDTH = 900;
/** Where the gateway serves them (the shop's images live under /images/products/ too). */
export const UPLOADS_PATH = '/images/products/uploads/';

const NAME = /^[0-9a-f]{32}-(\d{2,4})\.webp$/;

export const imageName = (key: string, width: number) => `${key}-${width}.webp`;
export const isImageName = (name: string) =>
  NAME.test(name) && (PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(Number(NAME.exec(name)![1]));
export const imageUrl = (key: string, width: number = MAIN_WIDTH) => `${UPLOADS_PATH}${imageName(key, width)}`;

/** The key of an uploaded image's address, or null for any other address (seed images). */
export function uploadedKey(url: string): string | null {
  if (!url.startsWith(UPLOADS_PATH)) return null;
  const name = url.slice(UPLOADS_PATH.length);
  return isImageName(name) ? name.slice(0, 32) : null;
}

/**
 * Writes the product pictures of every colour value in the sample catalogue
 * (web/public/images/products/colours/, docs/decisions/038) and removes ones no value uses.
 * `npm run images:colours`; run it after changing a product's colours or pictures.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { colourImages, drawColourImage } from '../gateway/catalogue/seed/colour-images';
import { COLOUR_IMAGE_DIR } from '../gateway/catalogue/seed/helpers';

const PUBLIC = join(import.meta.dirname, '..', 'web', 'public');
const dir = join(PUBLIC, COLOUR_IMAGE_DIR);
mkdirSync(dir, { recursive: true });
const images = colourImages();
const wanted = new Set(images.map((i) => i.url.split('/').pop()));
for (const file of readdirSync(dir)) if (!wanted.has(file)) rmSync(join(dir, file));
for (const image of images)
  writeFileSync(
    join(PUBLIC, image.url),
    drawColourImage(image, (url) => readFileSync(join(PUBLIC, url), 'utf8')),
  );
console.log(`${images.length} colour pictures in ${dir}`);

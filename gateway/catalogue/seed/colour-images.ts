/**
 * The pictures of every colour value the sample catalogue sells (docs/decisions/038): each
 * product picture a colour value uses, redrawn in that colour. `npm run images:colours` writes
 * them under web/public; a test checks the files there are exactly these.
 */
import { COLORS } from './colors';
import { PRODUCTS } from './products';
import { recolourSvg } from './recolour-svg';

export interface ColourImage {
  /** Public path of the recoloured picture. */
  url: string;
  /** Public path of the picture it is drawn from. */
  from: string;
  colorSlug: string;
}

/** Every recoloured picture the seed's colour values name, each once, by path. */
export function colourImages(): ColourImage[] {
  const out = new Map<string, ColourImage>();
  for (const product of PRODUCTS)
    for (const option of product.options)
      for (const value of option.values)
        (value.images ?? []).forEach((url, i) =>
          out.set(url, { url, from: product.images[i]!, colorSlug: value.color! }),
        );
  return [...out.values()].sort((a, b) => a.url.localeCompare(b.url));
}

/** The picture's SVG text, given a reader of the original pictures by public path. */
export function drawColourImage(image: ColourImage, readOriginal: (url: string) => string): string {
  const colour = COLORS.find((c) => c.slug === image.colorSlug);
  if (!colour) throw new Error(`Unknown colour ${image.colorSlug}`);
  return recolourSvg(readOriginal(image.from), colour.hex, colour.name);
}

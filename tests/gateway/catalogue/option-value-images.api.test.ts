/**
 * Pictures per option value (docs/decisions/038): a colour value answers the product drawn in
 * that colour; values of other options answer none (the product's pictures apply).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourImages, drawColourImage } from '../../../gateway/catalogue/seed/colour-images';
import { COLORS, PRODUCTS } from '../../../gateway/catalogue/seed/index';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';
import { graphql } from '../../support/graphql';

const PUBLIC = join(import.meta.dirname, '..', '..', '..', 'web', 'public');
const PRODUCT = graphql(`
  query OptionValueImagesProduct($slug: String!) {
    product(slug: $slug) {
      images {
        url
      }
      options {
        type
        slug
        values {
          slug
          color
          images {
            url
          }
        }
      }
    }
  }
`);

const helmet = PRODUCTS.find((p) => p.partType === 'helmet' && p.options[0]?.values.some((v) => v.color === 'white'))!;

describe.each(testEngines())('option value images (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  it('answers each colour value its own pictures, as many as the product has, in that colour', async () => {
    const { data, errors } = await gateway.execute(PRODUCT, { slug: helmet.slug });
    expect(errors).toBeUndefined();
    const [colour, size] = data!.product.options;
    expect(colour!.type).toBe('COLOR');
    const white = colour!.values.find((v: { slug: string }) => v.slug === 'white');
    expect(white!.images.map((i: { url: string }) => i.url)).toEqual(
      helmet.images.map((url) =>
        url.replace('/images/products/', '/images/products/colours/').replace('.svg', '-white.svg'),
      ),
    );
    const urls = colour!.values.map((v: { images: { url: string }[] }) => v.images[0]!.url);
    expect(new Set(urls).size).toBe(colour!.values.length);
    expect(size!.values.every((v: { images: unknown[] }) => v.images.length === 0)).toBe(true);
  });

  it('gives every colour value of every product sold in colours its pictures, and lists answer them too', async () => {
    const coloured = PRODUCTS.filter((p) => p.options.some((o) => o.type === 'color'));
    expect(coloured.length).toBeGreaterThan(20);
    const { data, errors } = await gateway.execute(
      graphql(`
        query OptionValueImagesProducts {
          products(filters: [{ slug: "category", value: "helmets" }], options: { limit: 100 }) {
            items {
              slug
              options {
                type
                values {
                  slug
                  images {
                    url
                  }
                }
              }
            }
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    const items = data!.products.items as {
      slug: string;
      options: { type: string; values: { images: unknown[] }[] }[];
    }[];
    const withColours = items.filter((i) => i.options.some((o) => o.type === 'COLOR'));
    expect(withColours.length).toBeGreaterThan(0);
    for (const item of withColours)
      for (const value of item.options.find((o) => o.type === 'COLOR')!.values)
        expect(value.images.length, item.slug).toBe(PRODUCTS.find((p) => p.slug === item.slug)!.images.length);
  });
});

describe('colour pictures on disk', () => {
  it('exist for every colour value, drawn by the current recolouring (npm run images:colours)', () => {
    const images = colourImages();
    expect(images.length).toBeGreaterThan(100);
    for (const image of images) {
      const file = join(PUBLIC, image.url);
      expect(existsSync(file), image.url).toBe(true);
      expect(readFileSync(file, 'utf8'), image.url).toBe(
        drawColourImage(image, (url) => readFileSync(join(PUBLIC, url), 'utf8')),
      );
    }
  });

  it('draws a white helmet white: the body fill of the picture is the colour asked for', () => {
    const white = colourImages().find((i) => i.url.endsWith('/helmet-1-white.svg'))!;
    const svg = readFileSync(join(PUBLIC, white.url), 'utf8');
    const hex = COLORS.find((c) => c.slug === 'white')!.hex;
    expect(svg).toContain(`fill="${hex}"`);
    expect(svg).toContain('(front view, White)');
    expect(svg).not.toContain('#1e63d6');
  });
});

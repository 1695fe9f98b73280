/**
 * Product cards read their image URLs with the product row (one statement fewer per page); the
 * images must still be the product's, in order, wherever products come from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../gateway/catalogue/seed/index';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

interface Card {
  id: string;
  slug: string;
  images: { url: string }[];
}

describe('product images wherever products are listed', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  const imagesOf = new Map(PRODUCTS.map((p) => [p.slug, p.images]));
  function expectSeedImages(cards: Card[]) {
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards)
      expect(
        card.images.map((i) => i.url),
        card.slug,
      ).toEqual(imagesOf.get(card.slug));
  }

  it('in lists (with and without a category), suggestions, related products, blocks and by id', async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query ImagesInLists($cat: [ProductFilterInput!]) {
          all: products(options: { limit: 48 }) {
            items {
              id
              slug
              images {
                url
              }
            }
          }
          inCategory: products(filters: $cat, options: { limit: 48, sort: PRICE_ASC }) {
            items {
              id
              slug
              images {
                url
              }
            }
          }
          searchSuggestions(query: "brake", limitProducts: 8) {
            products {
              id
              slug
              images {
                url
              }
            }
          }
          popularProducts(limit: 12) {
            id
            slug
            images {
              url
            }
          }
        }
      `),
      { cat: [{ slug: 'category', value: 'brakes-suspension' }] },
    );
    expect(errors).toBeUndefined();
    const lists = data!;
    expectSeedImages(lists.all.items);
    expectSeedImages(lists.inCategory.items);
    expectSeedImages(lists.searchSuggestions.products);
    expectSeedImages(lists.popularProducts);

    const first = lists.all.items[0]!;
    const more = await gateway.execute(
      graphql(`
        query ImagesInRelatedAndById($id: ID!, $ids: [ID!]!) {
          relatedProducts(productId: $id, limit: 8) {
            id
            slug
            images {
              url
            }
          }
          productAnalogs(productId: $id, limit: 8) {
            id
            slug
            images {
              url
            }
          }
          productsByIds(ids: $ids) {
            id
            slug
            images {
              url
            }
          }
        }
      `),
      { id: first.id, ids: lists.all.items.slice(0, 10).map((c) => c.id) },
    );
    expect(more.errors).toBeUndefined();
    const byId = more.data as { relatedProducts: Card[]; productAnalogs: Card[]; productsByIds: Card[] };
    expectSeedImages(byId.relatedProducts);
    expectSeedImages(byId.productsByIds);
    for (const c of byId.productAnalogs) expect(c.images.map((i) => i.url)).toEqual(imagesOf.get(c.slug));
  });
});

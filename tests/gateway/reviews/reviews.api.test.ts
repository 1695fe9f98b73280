import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { ADD_REVIEW, REVIEWS, ratingState, sampleProducts } from './helpers';
import type { Shop } from '../../support/graphql';

interface ReviewItem {
  id: string;
  date: string;
  author: string;
  avatar: string | null;
  rating: number;
  content: string;
}

describe('productReviews', () => {
  let gateway: TestGateway;
  let productId: string;
  let rows: { id: number; rating: number; created_at: Date }[];
  beforeAll(async () => {
    gateway = await createTestGateway();
    const { reviewed } = await sampleProducts(gateway);
    productId = String(reviewed.id);
    // More than one page: the seed gives each product at most 8 reviews.
    for (const [i, rating] of [5, 1, 3, 4, 2].entries()) {
      const content = `Review ${i}: the part works as described.`;
      const { data } = await gateway.execute(ADD_REVIEW, { productId, author: `Tester ${i}`, rating, content });
      if (data!.addProductReview.errors.length) throw new Error(`could not add a review: ${JSON.stringify(data)}`);
    }
    rows = await gateway.database.db
      .selectFrom('product_reviews')
      .select(['id', 'rating', 'created_at'])
      .where('product_id', '=', reviewed.id)
      .execute();
  });
  afterAll(() => gateway.close());

  const newest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.created_at.getTime() - a.created_at.getTime() || b.id - a.id;

  it('gives 8 reviews per page, newest first, with every field', async () => {
    expect(rows.length).toBeGreaterThan(8);
    const { data, errors } = await gateway.execute(REVIEWS, { productId });
    expect(errors).toBeUndefined();
    const list = data!.productReviews;
    expect(list.sort).toBe('NEWEST');
    expect(list.pageInfo).toEqual({
      page: 1,
      limit: 8,
      total: rows.length,
      pages: Math.ceil(rows.length / 8),
      from: 1,
      to: 8,
    });
    expect(list.items.map((r: ReviewItem) => Number(r.id))).toEqual(
      [...rows]
        .sort(newest)
        .slice(0, 8)
        .map((r) => r.id),
    );
    const [first] = list.items as ReviewItem[];
    expect(first!.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first!.rating).toBeGreaterThanOrEqual(1);
    expect(first!.avatar).toMatch(/^\p{Lu}{1,2}$/u);
    expect(first!.content.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'OLDEST',
      (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        a.created_at.getTime() - b.created_at.getTime() || a.id - b.id,
    ],
    ['RATING_DESC', (a: (typeof rows)[number], b: (typeof rows)[number]) => b.rating - a.rating || newest(a, b)],
    ['RATING_ASC', (a: (typeof rows)[number], b: (typeof rows)[number]) => a.rating - b.rating || newest(a, b)],
  ])('sorts %s', async (sort, order) => {
    const { data } = await gateway.execute(REVIEWS, { productId, sort: sort as Shop.ReviewSort, limit: 50 });
    expect(data!.productReviews.sort).toBe(sort);
    expect(data!.productReviews.items.map((r: ReviewItem) => Number(r.id))).toEqual(
      [...rows]
        .sort(order)
        .slice(0, 50)
        .map((r) => r.id),
    );
  });

  it('pages through every review once, with an empty page past the end', async () => {
    const seen: number[] = [];
    const pages = Math.ceil(rows.length / 3);
    for (let page = 1; page <= pages + 1; page++) {
      const { data } = await gateway.execute(REVIEWS, { productId, page, limit: 3, sort: 'RATING_DESC' });
      const { items, pageInfo } = data!.productReviews;
      if (page > pages) {
        expect(items).toEqual([]);
        expect(pageInfo).toMatchObject({ page, from: 0, to: 0, total: rows.length });
      } else {
        expect(pageInfo).toMatchObject({ page, from: (page - 1) * 3 + 1, to: Math.min(rows.length, page * 3) });
      }
      seen.push(...items.map((r: ReviewItem) => Number(r.id)));
    }
    expect(seen).toHaveLength(rows.length);
    expect(new Set(seen).size).toBe(rows.length);
  });

  it('answers an empty list for a product without reviews', async () => {
    const { unreviewed } = await sampleProducts(gateway);
    const { data } = await gateway.execute(REVIEWS, { productId: String(unreviewed.id) });
    expect(data!.productReviews).toEqual({
      items: [],
      pageInfo: { page: 1, limit: 8, total: 0, pages: 0, from: 0, to: 0 },
      sort: 'NEWEST',
    });
  });

  it.each(['999999', 'abc', '0', '-1', '99999999999', ''])('answers null for product id %j', async (id) => {
    const { data, errors } = await gateway.execute(REVIEWS, { productId: id });
    expect(errors).toBeUndefined();
    expect(data!.productReviews).toBeNull();
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: -2 }, 'page'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
  ])('rejects %j with a typed error', async (args, field) => {
    const { data, errors } = await gateway.execute(REVIEWS, { productId, ...args });
    expect(data?.productReviews ?? null).toBeNull();
    expect(errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      errorCode: 'ERROR_FORM_OUT_OF_RANGE',
      field: [field],
    });
  });

  it('rejects an unknown sort as a GraphQL validation error', async () => {
    const { errors } = await gateway.executeRaw(
      'query ($id: ID!) { productReviews(productId: $id, sort: BEST) { sort } }',
      { id: productId },
    );
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('keeps every seeded product’s rating and count in agreement with its reviews', async () => {
    const { db } = gateway.database;
    const mismatches = await db
      .selectFrom('products as p')
      .leftJoin('product_reviews as r', 'r.product_id', 'p.id')
      .select([
        'p.id',
        'p.rating_sum',
        'p.review_count',
        (eb) => eb.fn.count<number>('r.id').as('n'),
        (eb) => eb.fn.coalesce(eb.fn.sum<number>('r.rating'), eb.val(0)).as('s'),
      ])
      .groupBy('p.id')
      .execute();
    for (const row of mismatches) expect([row.rating_sum, row.review_count]).toEqual([Number(row.s), Number(row.n)]);
    expect(await ratingState(gateway, Number(productId))).toMatchObject({ stored: { count: rows.length } });
  });
});

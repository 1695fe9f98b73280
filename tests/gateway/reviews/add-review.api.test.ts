import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { ADD_REVIEW, REVIEWS, ratingState, sampleProducts } from './helpers';

const VALID = { author: 'Lakshmi Pillai', rating: 4, content: 'Fits my Creta perfectly.\nDelivered in two days.' };

describe.each(testEngines())('addProductReview (%s)', (engine) => {
  let gateway: TestGateway;
  let productId: number;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    productId = (await sampleProducts(gateway)).unreviewed.id;
  });
  afterAll(() => gateway.close());

  it('stores the review and updates the product’s rating and count', async () => {
    const { data, errors } = await gateway.execute(ADD_REVIEW, {
      productId: String(productId),
      ...VALID,
      author: '  Lakshmi   Pillai ',
    });
    expect(errors).toBeUndefined();
    const { review, product, errors: userErrors } = data!.addProductReview;
    expect(userErrors).toEqual([]);
    expect(review).toMatchObject({ author: 'Lakshmi Pillai', avatar: 'LP', rating: 4, content: VALID.content });
    expect(Date.now() - new Date(review.date).getTime()).toBeLessThan(60_000);
    expect(product).toEqual({ id: String(productId), rating: 4, reviews: 1 });

    await gateway.execute(ADD_REVIEW, { productId: String(productId), ...VALID, rating: 5 });
    const second = await gateway.execute(ADD_REVIEW, { productId: String(productId), ...VALID, rating: 5 });
    expect(second.data!.addProductReview.product).toEqual({ id: String(productId), rating: 4.7, reviews: 3 });
    const state = await ratingState(gateway, productId);
    expect(state.stored).toEqual({ sum: 14, count: 3 });
    expect(state.computed).toEqual(state.stored);

    const list = await gateway.execute(REVIEWS, { productId: String(productId) });
    expect(list.data!.productReviews.items[0]!.id).toBe(second.data!.addProductReview.review.id);
    expect(list.data!.productReviews.pageInfo.total).toBe(3);
  });

  it.each([
    ['an empty author', { author: '' }, 'ERROR_FORM_REQUIRED', 'author'],
    ['a blank author', { author: '   ' }, 'ERROR_FORM_REQUIRED', 'author'],
    ['a 61-character author', { author: 'a'.repeat(61) }, 'ERROR_FORM_TOO_LONG', 'author'],
    ['HTML in the author', { author: '<b>Admin</b>' }, 'ERROR_FORM_INVALID', 'author'],
    ['empty content', { content: '' }, 'ERROR_FORM_REQUIRED', 'content'],
    ['2,001 characters of content', { content: 'x'.repeat(2001) }, 'ERROR_FORM_TOO_LONG', 'content'],
    ['a script in the content', { content: 'Nice <script>alert(1)</script>' }, 'ERROR_FORM_INVALID', 'content'],
    ['an image tag in the content', { content: 'Great <img src=x onerror=alert(1)>' }, 'ERROR_FORM_INVALID', 'content'],
    ['rating 0', { rating: 0 }, 'ERROR_FORM_OUT_OF_RANGE', 'rating'],
    ['rating 6', { rating: 6 }, 'ERROR_FORM_OUT_OF_RANGE', 'rating'],
    ['rating -1', { rating: -1 }, 'ERROR_FORM_OUT_OF_RANGE', 'rating'],
  ])('refuses %s with %s and changes nothing', async (_label, change, code, field) => {
    const before = await ratingState(gateway, productId);
    const { data, errors } = await gateway.execute(ADD_REVIEW, { productId: String(productId), ...VALID, ...change });
    expect(errors).toBeUndefined();
    expect(data!.addProductReview).toEqual({ review: null, product: null, errors: [{ code, field: [field] }] });
    expect(await ratingState(gateway, productId)).toEqual(before);
  });

  it('reports every invalid field at once', async () => {
    const { data } = await gateway.execute(ADD_REVIEW, {
      productId: String(productId),
      author: '',
      rating: 9,
      content: '',
    });
    expect(data!.addProductReview.errors).toEqual([
      { code: 'ERROR_FORM_REQUIRED', field: ['author'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['content'] },
      { code: 'ERROR_FORM_OUT_OF_RANGE', field: ['rating'] },
    ]);
  });

  it('keeps text that only looks like markup', async () => {
    const content = 'Price < ₹500 and quality > expected. 5 <3';
    const { data } = await gateway.execute(ADD_REVIEW, { productId: String(productId), ...VALID, content });
    expect(data!.addProductReview.review.content).toBe(content);
  });

  it('rejects a fractional rating as a GraphQL validation error', async () => {
    const before = await ratingState(gateway, productId);
    const { data, errors } = await gateway.execute(ADD_REVIEW, { productId: String(productId), ...VALID, rating: 4.5 });
    expect(data ?? null).toBeNull();
    expect(errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 4.5/);
    expect(await ratingState(gateway, productId)).toEqual(before);
  });

  it.each(['999999', 'abc', '0'])('answers PAGE_NOT_FOUND for product %j', async (id) => {
    const { data } = await gateway.execute(ADD_REVIEW, { productId: id, ...VALID });
    expect(data!.addProductReview).toEqual({
      review: null,
      product: null,
      errors: [{ code: 'PAGE_NOT_FOUND', field: ['productId'] }],
    });
  });

  it('keeps rating and count consistent under concurrent reviews', async () => {
    const { reviewed } = await sampleProducts(gateway);
    const before = await ratingState(gateway, reviewed.id);
    const ratings = Array.from({ length: 24 }, (_, i) => (i % 5) + 1);
    const results = await Promise.all(
      ratings.map((rating, i) =>
        gateway.execute(ADD_REVIEW, { productId: String(reviewed.id), ...VALID, author: `Shopper ${i}`, rating }),
      ),
    );
    for (const { data, errors } of results) {
      expect(errors).toBeUndefined();
      expect(data!.addProductReview.errors).toEqual([]);
    }
    const after = await ratingState(gateway, reviewed.id);
    expect(after.computed).toEqual({
      sum: before.computed.sum + ratings.reduce((a, b) => a + b, 0),
      count: before.computed.count + ratings.length,
    });
    expect(after.stored).toEqual(after.computed);
    const counts = results.map((r) => r.data!.addProductReview.product.reviews as number).sort((a, b) => a - b);
    expect(counts).toEqual(ratings.map((_, i) => before.computed.count + i + 1));
  });
});

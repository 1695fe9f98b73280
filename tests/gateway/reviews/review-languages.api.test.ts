import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { graphql, type Shop } from '../../support/graphql';
import { createTestGateway, dataOf, type TestGateway } from '../../support/test-gateway';
import { ADD_REVIEW, sampleProducts } from './helpers';

const LIST = graphql(`
  query ReviewLanguagesList($productId: ID!, $limit: Int! = 50, $language: String, $languageFirst: String) {
    productReviews(productId: $productId, limit: $limit, language: $language, languageFirst: $languageFirst) {
      items {
        id
        language
        date
        author
        content
      }
      pageInfo {
        total
      }
    }
    productsByIds(ids: [$productId]) {
      reviews
    }
  }
`);

describe.each(testEngines())('reviews in five languages (%s)', (engine) => {
  let gateway: TestGateway;
  let reviewed: string;
  let unreviewed: string;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    const sample = await sampleProducts(gateway);
    reviewed = String(sample.reviewed.id);
    unreviewed = String(sample.unreviewed.id);
  });
  afterAll(() => gateway.close());

  const list = async (variables: Shop.ReviewLanguagesListQueryVariables) =>
    dataOf(await gateway.execute(LIST, variables));

  it('stores a review written with Accept-Language: ta as Tamil, and one without the header as English', async () => {
    const tamil = { author: 'செல்வி முருகன்', rating: 5, content: 'மிகவும் நன்றாக இருக்கிறது, சரியாகப் பொருந்தியது.' };
    const written = await gateway.execute(
      ADD_REVIEW,
      { productId: unreviewed, ...tamil },
      { headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.5' } },
    );
    expect(written.data!.addProductReview).toMatchObject({ review: { ...tamil, language: 'ta' }, errors: [] });
    const english = await gateway.execute(ADD_REVIEW, {
      productId: unreviewed,
      author: 'Ravi K.',
      rating: 4,
      content: 'Fits well.',
    });
    expect(english.data!.addProductReview.review.language).toBe('en');
    const stored = await gateway.database.db
      .selectFrom('product_reviews')
      .select(['author', 'language'])
      .where('product_id', '=', Number(unreviewed))
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { author: tamil.author, language: 'ta' },
      { author: 'Ravi K.', language: 'en' },
    ]);
  });

  it('lists the sample reviews of every language, each written in its own', async () => {
    const { productReviews } = await list({ productId: reviewed });
    expect(new Set(productReviews.items.map((r) => r.language))).toEqual(new Set(['en', 'hi', 'kn', 'ta', 'te']));
    const hindi = productReviews.items.find((r) => r.language === 'hi')!;
    expect(hindi.content + hindi.author).toMatch(/^[^A-Za-z]*\p{Script=Devanagari}[^A-Za-z]*$/u);
  });

  it('puts the reviews of languageFirst first, newest first in each part, and counts every language', async () => {
    const all = await list({ productId: reviewed });
    const { productReviews, productsByIds } = await list({ productId: reviewed, languageFirst: 'hi' });
    const languages = productReviews.items.map((r) => r.language);
    const hindi = languages.filter((l) => l === 'hi').length;
    expect(hindi).toBeGreaterThan(0);
    expect(languages.slice(0, hindi)).toEqual(Array(hindi).fill('hi'));
    expect(languages.slice(hindi)).not.toContain('hi');
    for (const part of [productReviews.items.slice(0, hindi), productReviews.items.slice(hindi)]) {
      const dates = part.map((r) => r.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(productReviews.pageInfo.total).toBe(all.productReviews.pageInfo.total);
    expect(productsByIds[0]!.reviews).toBe(productReviews.pageInfo.total);
  });

  it('filters by language: only that language’s reviews, and the total counts those', async () => {
    const { productReviews, productsByIds } = await list({ productId: reviewed, language: 'kn' });
    expect(productReviews.items.length).toBeGreaterThan(0);
    expect(productReviews.items.every((r) => r.language === 'kn')).toBe(true);
    expect(productReviews.pageInfo.total).toBe(productReviews.items.length);
    expect(productsByIds[0]!.reviews).toBeGreaterThan(productReviews.pageInfo.total);
  });

  it.each([
    ['language', 'fr'],
    ['languageFirst', 'HI'],
    ['language', ''],
  ])('refuses %s %j with ERROR_FORM_INVALID', async (field, value) => {
    const { data, errors } = await gateway.execute(LIST, { productId: reviewed, [field]: value });
    expect(data?.productReviews ?? null).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'ERROR_FORM_INVALID',
      field: [field],
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { EXPECTED, matching } from './helpers';
import { graphql } from '../../support/graphql';
import type { Shop } from '../../support/graphql';

const LIST = graphql(`
  query ProductsPagingList($filters: [ProductFilterInput!], $options: ProductListOptions) {
    products(filters: $filters, options: $options) {
      total
      sort
      mode
      page {
        page
        limit
        total
        pages
        from
        to
      }
      cursor {
        startCursor
        endCursor
        hasPreviousPage
        hasNextPage
      }
      items {
        id
        slug
        name
        price {
          amount
        }
      }
    }
  }
`);
const INTERIOR = [{ slug: 'category', value: 'interior-parts' }];

describe('products: sorting, page and cursor pagination', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  async function list(filters: Shop.ProductFilterInput[], options: Shop.ProductListOptions) {
    const { data, errors } = await gateway.execute(LIST, { filters, options });
    expect(errors).toBeUndefined();
    return data!.products;
  }

  it('pages by 16, newest first, with page info on the first, middle and last pages', async () => {
    const total = EXPECTED.length;
    const pages = Math.ceil(total / 16);
    const first = await list([], {});
    expect(first).toMatchObject({
      total,
      sort: 'DEFAULT',
      mode: 'PAGE',
      page: { page: 1, limit: 16, total, pages, from: 1, to: 16 },
    });
    expect(first.cursor).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const newest = [...EXPECTED].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    expect(first.items[0]!.slug).toBe(newest.slug);
    const last = await list([], { page: pages });
    expect(last.page).toMatchObject({ page: pages, from: (pages - 1) * 16 + 1, to: total });
    expect(last.cursor).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const all = [];
    for (let page = 1; page <= pages; page++)
      all.push(...(await list([], { page })).items.map((i: { slug: string }) => i.slug));
    expect(new Set(all).size).toBe(total);
  });

  it.each([
    ['NAME_ASC', (a: string, b: string) => a.toLowerCase() < b.toLowerCase()],
    ['NAME_DESC', (a: string, b: string) => a.toLowerCase() > b.toLowerCase()],
  ])('sorts %s', async (sort, before) => {
    const { items } = await list([], { sort: sort as Shop.ProductSort, limit: 100 });
    for (let i = 1; i < items.length; i++)
      expect(
        before(items[i - 1]!.name, items[i]!.name) || items[i - 1]!.name.toLowerCase() === items[i]!.name.toLowerCase(),
      ).toBe(true);
  });

  it('sorts by price both ways', async () => {
    const up = (await list([], { sort: 'PRICE_ASC', limit: 100 })).items.map(
      (i: { price: { amount: number } }) => i.price.amount,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up[0]).toBe(Math.min(...EXPECTED.map((p) => p.price)));
    const down = (await list([], { sort: 'PRICE_DESC', limit: 100 })).items.map(
      (i: { price: { amount: number } }) => i.price.amount,
    );
    expect(down[0]).toBe(Math.max(...EXPECTED.map((p) => p.price)));
  });

  it('pages interior parts by cursor, forwards and backwards, with no duplicates or gaps', async () => {
    const expected = matching({ category: 'interior-parts' }).length;
    const seen: string[] = [];
    let answer = await list(INTERIOR, { limit: 10, sort: 'PRICE_ASC' });
    expect(answer).toMatchObject({ mode: 'CURSOR', page: null, total: expected });
    expect(answer.cursor.hasPreviousPage).toBe(false);
    const pages = [answer];
    seen.push(...answer.items.map((i: { slug: string }) => i.slug));
    while (answer.cursor.hasNextPage) {
      answer = await list(INTERIOR, { limit: 10, sort: 'PRICE_ASC', after: answer.cursor.endCursor });
      expect(answer.cursor.hasPreviousPage).toBe(true);
      pages.push(answer);
      seen.push(...answer.items.map((i: { slug: string }) => i.slug));
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
    const back = await list(INTERIOR, { limit: 10, sort: 'PRICE_ASC', before: pages.at(-1)!.cursor.startCursor });
    expect(back.items.map((i: { slug: string }) => i.slug)).toEqual(
      pages.at(-2)!.items.map((i: { slug: string }) => i.slug),
    );
    expect(back.cursor).toMatchObject({ hasNextPage: true, hasPreviousPage: pages.length > 2 });
    const start = await list(INTERIOR, { limit: 10, sort: 'PRICE_ASC', before: pages[1]!.cursor.startCursor });
    expect(start.items).toEqual(pages[0]!.items);
    expect(start.cursor.hasPreviousPage).toBe(false);
  });

  it('stays stable when products are added between pages', async () => {
    const first = await list(INTERIOR, { limit: 8 });
    const { id: maxId } = await gateway.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const template = await gateway.database.db
      .selectFrom('products')
      .selectAll()
      .where('slug', '=', first.items[0]!.slug)
      .executeTakeFirstOrThrow();
    const { id: _id, has_discount: _d, rating_rounded: _r, ...copy } = template;
    const inserted = await gateway.database.db
      .insertInto('products')
      .values({ ...copy, slug: `new-${maxId}`, sku: `NEW-${maxId}`, created_at: new Date('2030-01-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const categoryId = (
      await gateway.database.db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', 'interior-parts')
        .executeTakeFirstOrThrow()
    ).id;
    await gateway.database.db
      .insertInto('product_categories')
      .values({ product_id: inserted.id, category_id: categoryId, direct: false })
      .execute();
    const second = await list(INTERIOR, { limit: 8, after: first.cursor.endCursor });
    const firstSlugs = first.items.map((i: { slug: string }) => i.slug);
    expect(second.items.some((i: { slug: string }) => firstSlugs.includes(i.slug))).toBe(false);
    expect(second.items.map((i: { slug: string }) => i.slug)).not.toContain(`new-${maxId}`);
    expect(second.total).toBe(first.total + 1);
  });

  it('pages interior parts by page when a page is asked for', async () => {
    const answer = await list(INTERIOR, { page: 2, limit: 10 });
    expect(answer).toMatchObject({ mode: 'PAGE', page: { page: 2, from: 11, to: 20 } });
  });

  it.each([
    ['the page after the last', 1],
    ['a page deeper than any list is read', 999_999],
  ])('answers %s with CATALOGUE_PAGE_NOT_FOUND and the last page', async (_name, past) => {
    // An earlier test adds products: the list's pages as it stands now.
    const { pages } = (await list([], {})).page!;
    const { data, errors } = await gateway.execute(LIST, {
      filters: [],
      options: { page: past === 1 ? pages + 1 : past },
    });
    expect(data?.products ?? null).toBeNull();
    expect(errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      errorCode: 'CATALOGUE_PAGE_NOT_FOUND',
      field: ['options', 'page'],
      lastPage: pages,
    });
  });

  it('gives an empty list its only page, and page 2 of it is past the end', async () => {
    const none = [{ slug: 'price', value: '1-2' }];
    expect((await list(none, {})).page).toMatchObject({ page: 1, total: 0, from: 0, to: 0 });
    const { errors } = await gateway.execute(LIST, { filters: none, options: { page: 2 } });
    expect(errors?.[0]?.extensions).toMatchObject({ errorCode: 'CATALOGUE_PAGE_NOT_FOUND', lastPage: 1 });
  });
});

import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../gateway/config';
import { createGatewayYoga, type GatewayYoga } from '../../../gateway/graphql/yoga';
import type { Database } from '../../../gateway/store/database';
import { createTestDatabase } from '../../support/test-database';

/**
 * Counts the SQL statements the gateway runs: results, not compiled queries (a query built into
 * another statement is compiled, and passes transformQuery, without being a statement of its own).
 */
class CountingPlugin implements KyselyPlugin {
  statements: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements.push(args.queryId.queryId);
    return Promise.resolve(args.result);
  }
}

const LIST = `query($limit: Int) { products(options: { limit: $limit }) {
  items { id name brand { slug name } images { url } categories { slug name parent { slug } }
    options { slug type values { slug name color } } type { slug attributeGroups { slug } } tags } } }`;

describe('products: relations are loaded per request in batches (no N+1)', () => {
  let database: Database;
  let yoga: GatewayYoga;
  const counter = new CountingPlugin();

  beforeAll(async () => {
    database = await createTestDatabase();
    // The clock stands still: the reference data's revision is checked once a second
    // (REFERENCE_CHECK_MS), and a slow machine must not add that statement to a count.
    vi.useFakeTimers({ toFake: ['Date'] });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', WEB_ROOT: '' });
    yoga = createGatewayYoga({
      config,
      database: { ...database, db: database.db.withPlugin(counter) },
      logger: pino({ level: 'silent' }),
    });
  }, 180_000);
  afterAll(async () => {
    vi.useRealTimers();
    await yoga.dispose();
    await database.close();
  });

  async function run<T>(query: string, variables: Record<string, unknown>) {
    counter.statements = [];
    const response = await yoga.fetch(
      new Request('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const { data, errors } = (await response.json()) as { data: T; errors?: unknown };
    expect(errors).toBeUndefined();
    return { data, statements: counter.statements.length };
  }

  async function statementsFor(limit: number) {
    const { data, statements } = await run<{ products: { items: unknown[] } }>(LIST, { limit });
    expect(data.products.items).toHaveLength(limit);
    return statements;
  }

  it('runs as many statements for 16 products as for 48, and far fewer than one per product', async () => {
    const cold = await statementsFor(16);
    const sixteen = await statementsFor(16);
    const many = await statementsFor(48);
    expect(many).toBe(sixteen);
    // The first list also reads the reference data (its revision, then shop categories, brands,
    // colours, part types: 5 statements), which is then kept until its revision moves (checked at
    // most once per REFERENCE_CHECK_MS), and loads the facet index (the revision, products, links
    // and colours: 4 statements) instead of checking it for changes.
    expect(cold).toBe(sixteen + 5 + 4 - 1);
    // The facet index's check for changes (the facets and total are counted in memory), and the
    // items with the relations the selection asks for (images, categories, options with their
    // values, tags, and the attributes under `type { attributeGroups }`) read along in the same
    // statement.
    expect(sixteen).toBe(2);
  });

  it('reads the GST rates of a page of products in one more statement, whatever the page size', async () => {
    const query = `query($limit: Int) { products(options: { limit: $limit }) { items { id hsnCode gstRate } } }`;
    await run(query, { limit: 16 });
    const sixteen = await run<{ products: { items: { gstRate: string }[] } }>(query, { limit: 16 });
    const many = await run<{ products: { items: { gstRate: string }[] } }>(query, { limit: 48 });
    expect(many.data.products.items).toHaveLength(48);
    expect(many.data.products.items.every((item) => /^\d+$/.test(item.gstRate))).toBe(true);
    // The facet index's check, the items (hsn_code is a column of theirs), and the rates.
    expect(sixteen.statements).toBe(3);
    expect(many.statements).toBe(3);
  });

  it('answers a list with its relations read along as the loaders answer them one wave at a time', async () => {
    const { data, statements } = await run<{ products: { items: { id: string }[] } }>(LIST, { limit: 16 });
    expect(statements).toBe(2);
    const ids = data.products.items.map((item) => item.id);
    const separately = await run<{ productsByIds: unknown[] }>(
      `query($ids: [ID!]!) { productsByIds(ids: $ids) { id name brand { slug name } images { url }
        categories { slug name parent { slug } } options { slug type values { slug name color } }
        type { slug attributeGroups { slug } } tags } }`,
      { ids },
    );
    // productsByIds loads its relations by the usual waves: options, tags and categories, then attributes.
    expect(separately.statements).toBe(3);
    expect(separately.data.productsByIds).toEqual(data.products.items);
  });

  const PRODUCT_FIELDS = `name images { url } options { slug values { slug } } tags categories { slug }
    attributes { slug } type { slug attributeGroups { slug attributes { slug } } }`;
  const ALL_RELATIONS = ['options', 'tags', 'categories', 'attributes'];

  /** A product with options, tags and attributes (a list of one product loads them by the usual waves). */
  const richProduct = () =>
    database.db
      .selectFrom('products as p')
      .select(['p.id', 'p.slug'])
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('product_options as o').select('o.id').whereRef('o.product_id', '=', 'p.id')),
      )
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('product_tags as t').select('t.tag_id').whereRef('t.product_id', '=', 'p.id')),
      )
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('product_attributes as a').select('a.product_id').whereRef('a.product_id', '=', 'p.id')),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();

  it.each([
    ['fields', `query($slug: String!) { product(slug: $slug) { ${PRODUCT_FIELDS} } }`],
    [
      'a fragment',
      `query($slug: String!) { product(slug: $slug) { ...Page } } fragment Page on Product { ${PRODUCT_FIELDS} }`,
    ],
    ['an inline fragment', `query($slug: String!) { product(slug: $slug) { ... on Product { ${PRODUCT_FIELDS} } } }`],
  ])('reads a product page with its relations in one statement, asked for with %s', async (_how, query) => {
    const { id, slug } = await richProduct();
    // The reference data (brands, categories, types) is already loaded by the first test or this warm-up.
    await run(query, { slug });
    const { data, statements } = await run<{ product: Record<string, unknown[]> }>(query, { slug });
    expect(statements).toBe(1);
    for (const relation of ALL_RELATIONS) expect(data.product[relation]).not.toHaveLength(0);
    // The same answer as when the relations are loaded by their own wave.
    const separately = await run<{ productsByIds: unknown[] }>(
      `query($ids: [ID!]!) { productsByIds(ids: $ids) { ${PRODUCT_FIELDS} } }`,
      { ids: [String(id)] },
    );
    expect(separately.statements).toBe(2);
    expect(separately.data.productsByIds).toEqual([data.product]);
  });

  it('reads only the relations a product query asks for', async () => {
    const { slug } = await richProduct();
    await run(`query($slug: String!) { product(slug: $slug) { name } }`, { slug });
    const plain = await run(`query($slug: String!) { product(slug: $slug) { name images { url } } }`, { slug });
    expect(plain.statements).toBe(1);
    // Asked through type { attributeGroups } only, the attributes still come with the product.
    const grouped = await run<{ product: { type: { attributeGroups: unknown[] } } }>(
      `query($slug: String!) { product(slug: $slug) { type { attributeGroups { slug } } } }`,
      { slug },
    );
    expect(grouped.statements).toBe(1);
    expect(grouped.data.product.type.attributeGroups.length).toBeGreaterThan(0);
  });

  /** Runs `check` while a category made after the reference data was read (kept until its revision moves; the test's clock stands still) is a direct category of these products. */
  async function withFreshCategory(productIds: number[], check: () => Promise<void>) {
    const { db } = database;
    const fresh = await db
      .insertInto('categories')
      .values({ slug: 'fresh-category', name: 'Fresh category', layout: 'products', position: -1, parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_categories')
      .values(productIds.map((product_id) => ({ product_id, category_id: fresh.id, direct: true })) as never)
      .execute();
    try {
      await check();
    } finally {
      await db.deleteFrom('product_categories').where('category_id', '=', fresh.id).execute();
      await db.deleteFrom('category_product_counts').where('category_id', '=', fresh.id).execute();
      await db.deleteFrom('categories').where('id', '=', fresh.id).execute();
    }
  }

  it('takes the categories of a product page from the reference data, and one it does not hold yet from the database', async () => {
    const { id, slug } = await richProduct();
    const query = `query($slug: String!) { product(slug: $slug) { categories { slug name parent { slug } } } }`;
    type Page = { product: { categories: { slug: string }[] } };
    await run(query, { slug });
    const known = await run<Page>(query, { slug });
    expect(known.statements).toBe(1);
    await withFreshCategory([id], async () => {
      const { data, statements } = await run<Page>(query, { slug });
      expect(statements).toBe(2);
      expect(data.product.categories).toEqual([
        { slug: 'fresh-category', name: 'Fresh category', parent: null },
        ...known.data.product.categories,
      ]);
    });
  });

  it('reads the categories the reference data does not hold yet for a whole list in one statement', async () => {
    type List = { products: { items: { id: string; categories: { slug: string }[] }[] } };
    await run(LIST, { limit: 16 });
    const known = await run<List>(LIST, { limit: 16 });
    const ids = known.data.products.items.slice(0, 3).map((item) => Number(item.id));
    await withFreshCategory(ids, async () => {
      // The first list after the change also brings the facet index up to date.
      await run(LIST, { limit: 16 });
      const { data, statements } = await run<List>(LIST, { limit: 16 });
      // One statement for the three products' categories, not one each.
      expect(statements).toBe(known.statements + 1);
      data.products.items.forEach((item, i) =>
        expect(item.categories.map((c) => c.slug)).toEqual([
          ...(i < 3 ? ['fresh-category'] : []),
          ...known.data.products.items[i]!.categories.map((c) => c.slug),
        ]),
      );
    });
  });
});

/**
 * The statements a product page's operations cost (docs/decisions/059), on both engines: the
 * analogs and related products read their cards' options and attributes along with their rows,
 * the analogs find the product by its slug in the same statement, and a page of reviews comes
 * with its total and the product's check in one statement.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../gateway/config';
import { createGatewayYoga, type GatewayYoga } from '../../../gateway/graphql/yoga';
import type { Database } from '../../../gateway/store/database';
import { operationText, graphql } from '../../support/graphql';
import { createTestDatabase, testEngines } from '../../support/test-database';

const SLUG = 'elegant-hand-stitch-leather-steering-cover';

/** Counts the statements run (results, not compiled queries: a subquery is no statement). */
class CountingPlugin implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count++;
    return Promise.resolve(args.result);
  }
}

// The cards' relations as the product page's ProductCard_product asks for them.
const ANALOGS = graphql(`
  query StatementsAnalogs($slug: String!) {
    productAnalogs(slug: $slug, limit: 4) {
      id
      images {
        url
      }
      options {
        slug
      }
      attributes {
        slug
      }
      brand {
        slug
      }
    }
  }
`);
const RELATED = graphql(`
  query StatementsRelated($productId: ID!) {
    relatedProducts(productId: $productId, limit: 4) {
      id
      options {
        slug
      }
      attributes {
        slug
      }
    }
  }
`);
const REVIEWS = graphql(`
  query StatementsReviews($productId: ID!, $page: Int!) {
    productReviews(productId: $productId, page: $page, limit: 8, languageFirst: "hi") {
      items {
        id
      }
      pageInfo {
        total
      }
    }
  }
`);
const PRODUCT = graphql(`
  query StatementsProduct($slug: String!) {
    product(slug: $slug) {
      id
    }
  }
`);

describe.each(testEngines())('a product page’s statements (%s)', (engine) => {
  let database: Database;
  let yoga: GatewayYoga;
  const counter = new CountingPlugin();
  let productId = '';

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // The reference data's revision is checked once a second: a standing clock keeps it out of a count.
    vi.useFakeTimers({ toFake: ['Date'] });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', WEB_ROOT: '' });
    yoga = createGatewayYoga({
      config,
      database: { ...database, db: database.db.withPlugin(counter) },
      logger: pino({ level: 'silent' }),
    });
    productId = (await run(PRODUCT, { slug: SLUG })).data.product!.id;
  }, 180_000);
  afterAll(async () => {
    vi.useRealTimers();
    await yoga.dispose();
    await database.close();
  });

  async function run<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) {
    counter.count = 0;
    const response = await yoga.fetch(
      new Request('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: operationText(document), variables }),
      }),
    );
    const { data, errors } = (await response.json()) as { data: TData; errors?: unknown };
    expect(errors).toBeUndefined();
    return { data, statements: counter.count };
  }

  it('reads the analogs, found by the product’s slug, with their options and attributes in one statement', async () => {
    await run(ANALOGS, { slug: SLUG });
    const { data, statements } = await run(ANALOGS, { slug: SLUG });
    expect(data.productAnalogs.length).toBeGreaterThan(0);
    expect(data.productAnalogs.some((p) => p.options.length > 0 || p.attributes.length > 0)).toBe(true);
    expect(statements).toBe(1);
    expect((await run(ANALOGS, { slug: 'no-such-product' })).data.productAnalogs).toEqual([]);
  });

  it('reads the related products with their options and attributes in one statement', async () => {
    await run(RELATED, { productId });
    const { data, statements } = await run(RELATED, { productId });
    expect(data.relatedProducts.length).toBeGreaterThan(0);
    expect(statements).toBe(1);
  });

  it('reads a page of reviews with its total in one statement, also past the end', async () => {
    const { data, statements } = await run(REVIEWS, { productId, page: 1 });
    expect(data.productReviews!.items.length).toBeGreaterThan(0);
    expect(statements).toBe(1);
    const past = await run(REVIEWS, { productId, page: 1000 });
    expect(past.data.productReviews).toEqual({ items: [], pageInfo: { total: data.productReviews!.pageInfo.total } });
    expect(past.statements).toBe(1);
  });
});

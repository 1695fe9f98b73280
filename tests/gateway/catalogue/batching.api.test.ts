import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', WEB_ROOT: '' });
    yoga = createGatewayYoga({
      config,
      database: { ...database, db: database.db.withPlugin(counter) },
      logger: pino({ level: 'silent' }),
    });
  }, 180_000);
  afterAll(async () => {
    await yoga.dispose();
    await database.close();
  });

  async function statementsFor(limit: number) {
    counter.statements = [];
    const response = await yoga.fetch(
      new Request('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LIST, variables: { limit } }),
      }),
    );
    const { data, errors } = (await response.json()) as { data: { products: { items: unknown[] } }; errors?: unknown };
    expect(errors).toBeUndefined();
    expect(data.products.items).toHaveLength(limit);
    return counter.statements.length;
  }

  it('runs as many statements for 16 products as for 48, and far fewer than one per product', async () => {
    const cold = await statementsFor(16);
    const sixteen = await statementsFor(16);
    const many = await statementsFor(48);
    expect(many).toBe(sixteen);
    // The first list also reads the reference data (shop categories, brands, colours, part types:
    // 4 statements), which is then kept for REFERENCE_TTL_MS, and loads the facet index (the
    // revision, products, links and colours: 4 statements) instead of checking it for changes.
    expect(cold).toBe(sixteen + 4 + 4 - 1);
    // The facet index's check for changes (the facets and total are counted in memory), and the
    // items, then one statement per wave of relations that are not
    // reference data: images, categories, options with their values and tags together, then the
    // attributes that `type { attributeGroups }` asks for once the type has resolved.
    expect(sixteen).toBe(4);
  });
});

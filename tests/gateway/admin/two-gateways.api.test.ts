import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSessions } from '../../../gateway/admin/staff/staff-sessions';
import { STAFF_COOKIE } from '../../../gateway/admin/staff/staff-session-cookie';
import { type Gateway, startGateway } from '../../../gateway/app';
import { REFERENCE_CHECK_MS } from '../../../gateway/catalogue/catalogue-reference';
import { loadConfig } from '../../../gateway/config';

const SERVER = process.env.TEST_DATABASE_URL;

/**
 * Two gateway processes' worth of caches on one PostgreSQL database (issue #23, docs/decisions/044):
 * a price changed through the admin API of one is seen through the shop API of the other at once
 * (the facet index checks the catalogue revision before every list), and a brand renamed by any
 * process, or deleted through the other's admin API, within REFERENCE_CHECK_MS (the reference cache
 * checks catalogue_reference_revision).
 */
describe.skipIf(!SERVER)('two gateways on one PostgreSQL database', () => {
  const name = `gaadiparts_two_gateways_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: SERVER });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  let a: Gateway;
  let b: Gateway;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(SERVER!);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_ROOT: '',
      NODE_ENV: 'test',
      OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'two-gateways-')),
      PAYMENT_EXPIRY_INTERVAL: '3600',
    };
    const logger = pino({ level: 'silent' });
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startGateway(loadConfig(env), logger);
    b = await startGateway(loadConfig(env), logger);
  }, 300_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  const post = async <T>(gateway: Gateway, path: string, query: string, variables = {}, cookie = '') => {
    const response = await fetch(`${gateway.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  };

  const LIST = `query ($filters: [ProductFilterInput!]) { products(filters: $filters, options: { limit: 100 }) {
    total items { id price { amount } brand { slug name } } } }`;
  type List = {
    products: {
      total: number;
      items: { id: string; price: { amount: number }; brand: { slug: string; name: string } | null }[];
    };
  };

  it('shows a price changed through one gateway’s admin API on the other’s shop API, and a renamed brand within a second', async () => {
    const { db } = a.database;
    const staff = await db
      .insertInto('staff')
      .values({ email: 'catalogue@two-gateways.test', name: 'Cat', role: 'CATALOGUE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await createStaffSessions(db).create(staff.id);
    const cookie = `${STAFF_COOKIE}=${token}`;

    const before = await post<List>(b, '/graphql', LIST);
    const product = before.products.items.find((p) => p.brand && p.price.amount > 10_000)!;
    const newPrice = product.price.amount - 1_00;
    const changed = await post<{ setProductPrice: { errors: unknown[] } }>(
      a,
      '/admin/graphql',
      'mutation ($id: ID!, $price: Int!) { setProductPrice(id: $id, price: $price) { errors { code field } } }',
      { id: product.id, price: newPrice },
      cookie,
    );
    expect(changed.setProductPrice.errors).toEqual([]);
    // The other gateway's list (its own facet index, filtered by price) and product page.
    const priced = await post<List>(b, '/graphql', LIST, {
      filters: [{ slug: 'price', value: `${newPrice}-${newPrice}` }],
    });
    expect(priced.products.items.map((p) => p.id)).toContain(product.id);
    const after = await post<List>(b, '/graphql', LIST);
    expect(after.products.items.find((p) => p.id === product.id)!.price.amount).toBe(newPrice);

    // A brand renamed by another process (an import, a seed): the reference cache follows its revision.
    const brand = product.brand!;
    await post<List>(b, '/graphql', LIST);
    await db
      .updateTable('brands')
      .set({ name: `${brand.name} (renamed)` })
      .where('slug', '=', brand.slug)
      .execute();
    const started = Date.now();
    await expect
      .poll(
        async () =>
          (await post<List>(b, '/graphql', LIST)).products.items.find((p) => p.id === product.id)!.brand!.name,
        { timeout: REFERENCE_CHECK_MS * 10, interval: 100 },
      )
      .toBe(`${brand.name} (renamed)`);
    expect(Date.now() - started).toBeLessThan(REFERENCE_CHECK_MS * 10);
  });

  it('a brand deleted through one gateway’s admin API leaves the other’s shop API within a second', async () => {
    const { db } = a.database;
    const staff = await db
      .insertInto('staff')
      .values({ email: 'catalogue-delete@two-gateways.test', name: 'Cat', role: 'CATALOGUE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await createStaffSessions(db).create(staff.id);
    const cookie = `${STAFF_COOKIE}=${token}`;
    const BRANDS = '{ brands { slug } }';
    const slugsOnB = async () =>
      (await post<{ brands: { slug: string }[] }>(b, '/graphql', BRANDS)).brands.map((x) => x.slug);
    const within = { timeout: REFERENCE_CHECK_MS * 10, interval: 100 };

    const created = await post<{ createBrand: { brand: { id: string } } }>(
      a,
      '/admin/graphql',
      'mutation { createBrand(input: { name: "Two Gateway Brand", country: "IN" }) { brand { id } } }',
      {},
      cookie,
    );
    await expect.poll(slugsOnB, within).toContain('two-gateway-brand');
    const deleted = await post<{ deleteBrand: { errors: unknown[] } }>(
      a,
      '/admin/graphql',
      'mutation ($id: ID!) { deleteBrand(id: $id) { errors { code field } } }',
      { id: created.createBrand.brand.id },
      cookie,
    );
    expect(deleted.deleteBrand.errors).toEqual([]);
    const started = Date.now();
    await expect.poll(slugsOnB, within).not.toContain('two-gateway-brand');
    expect(Date.now() - started).toBeLessThan(REFERENCE_CHECK_MS * 10);
  });
});

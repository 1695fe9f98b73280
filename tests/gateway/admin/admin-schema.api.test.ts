import { getNullableType, isListType, isObjectType } from 'graphql';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminYoga } from '../../../gateway/admin/admin-yoga';
import { createHttpServer } from '../../../gateway/http/server';
import { createGatewayYoga } from '../../../gateway/graphql/yoga';
import { buildAdminSchema } from '../../../gateway/admin/admin-schema';
import { ADMIN_LIST_SIZES } from '../../../gateway/graphql/limits/list-sizes';
import { buildSchema } from '../../../gateway/graphql/schema';
import { createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { adminGraphql } from '../../support/graphql';

describe('the admin schema', () => {
  const schema = buildAdminSchema();

  it('says how long each of its lists can be', () => {
    const lists: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields()))
        if (isListType(getNullableType(field.type))) lists.push(`${type.name}.${field.name}`);
    }
    expect(lists.filter((key) => !ADMIN_LIST_SIZES[key])).toEqual([]);
    expect(Object.keys(ADMIN_LIST_SIZES).filter((key) => !lists.includes(key))).toEqual([]);
  });

  it('is not part of the shop schema: no admin operation or type is reachable at /graphql', () => {
    const shop = buildSchema();
    const shopFields = new Map(
      [shop.getQueryType()!, shop.getMutationType()!].flatMap((t) =>
        Object.values(t.getFields()).map((f) => [f.name, f]),
      ),
    );
    const adminFields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((t) =>
      Object.values(t.getFields()),
    );
    // Names both APIs have are the shopper's own operations there (their own orders, by id).
    const shared = adminFields.filter((f) => f.name !== 'ping' && shopFields.has(f.name));
    expect(shared.map((f) => f.name).sort()).toEqual(['cancelBooking', 'cancelOrder', 'order', 'orders']);
    for (const field of shared)
      expect(shopFields.get(field.name)!.args.map((a) => a.name)).not.toEqual(field.args.map((a) => a.name));
    for (const type of ['Staff', 'AuditEntry', 'StaffRole', 'Settings', 'Today'])
      expect(shop.getType(type)).toBeUndefined();
  });
});

const logger = pino({ level: 'silent' });

describe('the admin endpoint', () => {
  let admin: TestAdmin;
  let off: TestAdmin;
  beforeAll(async () => {
    admin = await createTestAdmin();
    off = await createTestAdmin({ env: { GRAPHIQL: 'off' } });
  });
  afterAll(async () => {
    await admin.close();
    await off.close();
  });

  it('answers at /admin/graphql, while the shop’s endpoint knows none of its operations', async () => {
    expect((await admin.execute(adminGraphql(`query Ping { ping }`))).data).toEqual({ ping: true });
    const shop = await admin.shop.execute(adminGraphql(`query AuditLog { auditLog { items { id } } }`));
    expect(shop.errors![0]!.message).toMatch(/Cannot query field "auditLog"/);
  });

  it('is served by the HTTP server at /admin/graphql only, beside the shop’s /graphql', async () => {
    const server = createHttpServer({
      yoga: createGatewayYoga({
        config: admin.shop.config,
        database: admin.shop.database,
        logger,
        services: admin.shop.services,
      }),
      adminYoga: createAdminYoga({
        config: admin.shop.config,
        database: admin.shop.database,
        logger,
        services: admin.shop.services,
      }),
      database: admin.shop.database,
      logger,
      webRoot: null,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (path: string, query: string) =>
      fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
    try {
      expect(await (await post('/admin/graphql', '{ me { id } }')).json()).toEqual({ data: { me: null } });
      const shop = (await (await post('/graphql', '{ me { id } }')).json()) as { errors: { message: string }[] };
      expect(shop.errors[0]!.message).toMatch(/Cannot query field "me"/);
      expect((await post('/admin/graphql/x', '{ ping }')).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('allows introspection only when GRAPHIQL is on', async () => {
    const query = adminGraphql(`query Query { __schema { queryType { name } } }`);
    expect((await admin.execute(query)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const refused = await off.execute(query);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors![0]!.message).toMatch(/introspection/i);
  });

  it('masks an unexpected error as the shop’s endpoint does: the request id, no SQL', async () => {
    const owner = await admin.staffCookie('OWNER');
    await admin.shop.database.db.schema.alterTable('colors').renameTo('colors_moved').execute();
    try {
      const result = await admin.execute(
        adminGraphql(`query AdminColors { adminColors { slug } }`),
        {},
        {
          cookie: owner,
          headers: { 'x-request-id': 'admin-request-0001' },
        },
      );
      expect(result.errors?.[0]?.message).toBe('Unexpected error.');
      expect(result.errors?.[0]?.extensions).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        requestId: 'admin-request-0001',
      });
      expect(JSON.stringify(result)).not.toMatch(/relation|select|stack|colors_moved/i);
    } finally {
      await admin.shop.database.db.schema.alterTable('colors_moved').renameTo('colors').execute();
    }
  });

  it('refuses a cross-site form post (CSRF) and answers nothing cacheable', async () => {
    const form = await admin.fetch('/admin/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { signOutStaff }' }),
    });
    expect(form.status).toBe(415);
    const ok = await admin.fetch('/admin/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(ok.headers.get('access-control-allow-origin')).toBeNull();
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { adminGraphql } from '../../support/graphql';

const html = (encoding?: string) => ({
  headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
});

describe('GraphiQL switch and compression', () => {
  let productionWithTools: TestGateway;
  let developmentWithout: TestGateway;
  beforeAll(async () => {
    [productionWithTools, developmentWithout] = await Promise.all([
      createTestGateway({ env: { NODE_ENV: 'production', GRAPHIQL: 'on' } }),
      createTestGateway({ env: { NODE_ENV: 'development', GRAPHIQL: 'off' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([productionWithTools.close(), developmentWithout.close()]);
  });

  it('turns GraphiQL, introspection and field suggestions on and off with GRAPHIQL, whatever NODE_ENV', async () => {
    const on = productionWithTools;
    const off = developmentWithout;
    expect((await on.fetch('/graphql', html())).headers.get('content-type')).toMatch(/text\/html/);
    expect((await off.fetch('/graphql', html())).headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect((await on.execute(adminGraphql(`query Schema { __schema { queryType { name } } }`))).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    expect(
      (await off.execute(adminGraphql(`query GraphiqlSchema { __schema { queryType { name } } }`))).errors?.[0]
        ?.message,
    ).toMatch(/introspection/i);
    expect((await on.executeRaw('{ shopp }')).errors?.[0]?.message).toMatch(/Did you mean/);
    expect((await off.executeRaw('{ shopp }')).errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('sends GraphiQL compressed as the browser accepts, the same page once decompressed', async () => {
    const plain = await productionWithTools.fetch('/graphql', html());
    expect(plain.headers.get('content-encoding')).toBeNull();
    const page = Buffer.from(await plain.arrayBuffer());
    expect(page.toString()).toContain('GraphiQL');

    const br = await productionWithTools.fetch('/graphql', html('gzip, deflate, br'));
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(page.length / 3);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brotliDecompressSync(brBody).equals(page)).toBe(true);

    const gzip = await productionWithTools.fetch('/graphql', html('gzip'));
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(page)).toBe(true);
  });

  it('leaves GraphQL results alone', async () => {
    const response = await productionWithTools.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ data: { ping: true } });
  });
});

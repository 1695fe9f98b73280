import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../../gateway/app';
import { loadConfig } from '../../../gateway/config';
import { fakeRendererRoot } from '../../support/fake-page-renderer';
import { clearTestRedis, redisAnswers, testRedisUrl } from '../../support/redis';

/**
 * Anonymous shoppers' server-rendered pages kept a short time (docs/decisions/046). The stand-in
 * renderer numbers its renders, so a page served from the cache shows the number of the render it
 * came from; like the real one, it gives a key only to requests without cookies other than the
 * language and currency ones.
 */
const COUNTING_RENDERER = `
let renders = 0;
const instance = Math.random().toString(36).slice(2);
const preferences = (request) => /(^|; )gp_lang=(\\w+)/.exec(request.headers.get('cookie') ?? '')?.[2] ?? 'en';
export function createPageRenderer() {
  return {
    shareableKey(request) {
      const names = (request.headers.get('cookie') ?? '').split(';').map((part) => part.split('=')[0].trim());
      if (names.some((name) => name !== '' && name !== 'gp_lang' && name !== 'gp_currency')) return null;
      return request.url + ' ' + preferences(request);
    },
    async render(request) {
      renders += 1;
      const html = '</head><p>render ' + renders + ' by ' + instance + ' in ' + preferences(request) + '</p>' + '<p>part</p>'.repeat(200);
      return { status: 200, head: '<!doctype html><head><meta charset="UTF-8">', rest: async () => ({ html, rendered: true }) };
    },
  };
}
`;

async function startCachingGateway(env: Record<string, string> = {}) {
  const root = fakeRendererRoot(COUNTING_RENDERER);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    WEB_ROOT: root.webRoot,
    PAGE_CACHE_SECONDS: '60',
    ...env,
  });
  const gateway = await startGateway(config, pino({ level: 'silent' }));
  return {
    gateway,
    /** The render a page came from ("render 3 by x1y2 in hi"). */
    page: async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(gateway.url + path, { headers });
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const html = await response.text();
      const render = /render \d+ by \w+ in \w+/.exec(html)?.[0];
      expect(render, html).toBeDefined();
      return render;
    },
    close: async () => {
      await gateway.close();
      root.remove();
    },
  };
}

describe('anonymous shoppers’ pages kept a short time', () => {
  let shop: Awaited<ReturnType<typeof startCachingGateway>>;
  beforeAll(async () => {
    shop = await startCachingGateway();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('are rendered once per address and language, and served again to the next shoppers', async () => {
    const first = await shop.page('/products/a', { cookie: 'gp_lang=hi' });
    expect(first).toMatch(/in hi$/);
    expect(await shop.page('/products/a', { cookie: 'gp_lang=hi' })).toBe(first);
    // Another language, another address: pages of their own.
    const tamil = await shop.page('/products/a', { cookie: 'gp_lang=ta' });
    expect(tamil).toMatch(/in ta$/);
    expect(tamil).not.toBe(first);
    const other = await shop.page('/products/b', { cookie: 'gp_lang=hi' });
    expect(other).not.toBe(first);
    expect(await shop.page('/products/a', { cookie: 'gp_lang=ta' })).toBe(tamil);
  });

  it('are kept whole as they were streamed: the kept page is the streamed one, byte for byte, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { cookie: `gp_lang=${encoding === 'br' ? 'kn' : encoding === 'gzip' ? 'te' : 'hi'}` };
      const ask = () =>
        fetch(shop.gateway.url + '/products/streamed', { headers: { ...headers, 'accept-encoding': encoding } });
      const streamed = await ask();
      expect(streamed.headers.get('content-length'), encoding).toBeNull();
      const kept = await ask();
      expect(kept.headers.get('content-length'), encoding).not.toBeNull();
      expect(await kept.text(), encoding).toBe(await streamed.text());
    }
  });

  it('are never kept nor shared for a shopper with a session', async () => {
    const anonymous = await shop.page('/products/c');
    const signedIn = { cookie: 'gp_lang=en; gp_session=s3cret' };
    const mine = await shop.page('/products/c', signedIn);
    expect(mine).not.toBe(anonymous);
    // Rendered anew each time, and never handed to an anonymous shopper.
    expect(await shop.page('/products/c', signedIn)).not.toBe(mine);
    expect(await shop.page('/products/c')).toBe(anonymous);
  });

  it('are rendered again as soon as the catalogue revision moves on (a price change)', async () => {
    const before = await shop.page('/products/d');
    expect(await shop.page('/products/d')).toBe(before);
    await sql`update products set price = price - 1 where id = (select min(id) from products)`.execute(
      shop.gateway.database.db,
    );
    const after = await shop.page('/products/d');
    expect(after).not.toBe(before);
    expect(await shop.page('/products/d')).toBe(after);
  });

  it('are not kept with PAGE_CACHE_SECONDS=0', async () => {
    const uncached = await startCachingGateway({ PAGE_CACHE_SECONDS: '0' });
    try {
      const first = await uncached.page('/products/a');
      expect(await uncached.page('/products/a')).not.toBe(first);
    } finally {
      await uncached.close();
    }
  });
});

const available = await redisAnswers();
/** This file's own Redis database, emptied before and after (tests/support/redis.ts). */
const REDIS_URL = testRedisUrl('pageCache');

describe.runIf(available)('anonymous shoppers’ pages shared through Redis', () => {
  let first: Awaited<ReturnType<typeof startCachingGateway>>;
  let second: Awaited<ReturnType<typeof startCachingGateway>>;
  beforeAll(async () => {
    await clearTestRedis(REDIS_URL);
    // One shop's address (PUBLIC_URL): its pages' addresses do not depend on the process's port.
    const env = { REDIS_URL, PUBLIC_URL: 'http://shop.example' };
    [first, second] = await Promise.all([startCachingGateway(env), startCachingGateway(env)]);
    // Two gateways of one shop share its database; these two have a database each, at one revision.
    for (const { gateway } of [first, second])
      await sql`update catalogue_revision set value = 1000000`.execute(gateway.database.db);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await clearTestRedis(REDIS_URL);
  });

  it('are rendered by one gateway process and served by another', async () => {
    // Each gateway's renderer counts its own renders: the second serves the first's page.
    const rendered = await first.page('/products/shared', { cookie: 'gp_lang=kn' });
    expect(await second.page('/products/shared', { cookie: 'gp_lang=kn' })).toBe(rendered);
    // A shopper with a session gets the second gateway's own render.
    expect(await second.page('/products/shared', { cookie: 'gp_lang=kn; gp_session=x' })).not.toBe(rendered);
  });
});

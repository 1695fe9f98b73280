import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../../gateway/app';
import { loadConfig } from '../../../gateway/config';
import { fakeRendererRoot } from '../../support/fake-page-renderer';

/**
 * The layout's GraphQL answers kept per language and layout revision for the server renderer
 * (gateway/http/layout-answers.ts, docs/decisions/046). The stand-in renderer asks the gateway for the
 * layout's shop query, as the real one does, and prints the shop's name and address. A change made
 * with the revision's trigger switched off ("quietly") does not move the revision: it shows only when
 * the answer is asked for again, which tells a kept answer from a fresh one.
 */
const LAYOUT_RENDERER = `
const language = (request) => /(^|; )gp_lang=(\\w+)/.exec(request.headers.get('cookie') ?? '')?.[2] ?? 'en';
export function createPageRenderer({ graphql }) {
  return {
    shareableKey(request) {
      const names = (request.headers.get('cookie') ?? '').split(';').map((part) => part.split('=')[0].trim());
      if (names.some((name) => name !== '' && name !== 'gp_lang' && name !== 'gp_currency')) return null;
      return request.url + ' ' + language(request);
    },
    async render(request) {
      const cookie = request.headers.get('cookie');
      const response = await graphql(new URL('/graphql', request.url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language(request), ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ operationName: 'LayoutShop', variables: {}, query: 'query LayoutShop { shop { name contact { address } } }' }),
      });
      const { shop } = (await response.json()).data;
      return { status: 200, html: '<!doctype html><p>' + shop.name + ' | ' + shop.contact.address + '</p>' };
    },
  };
}
`;

async function startLayoutGateway(env: Record<string, string> = {}) {
  const root = fakeRendererRoot(LAYOUT_RENDERER);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    WEB_ROOT: root.webRoot,
    // Every page rendered: what is measured here is the layout's answers, not whole pages.
    PAGE_CACHE_SECONDS: '0',
    ...env,
  });
  const gateway = await startGateway(config, pino({ level: 'silent' }));
  const db = gateway.database.db;
  return {
    /** The shop's name and address as the page shows them. */
    page: async (headers: Record<string, string> = {}) => {
      const html = await (await fetch(`${gateway.url}/`, { headers })).text();
      const shown = /<p>(.*)<\/p>/.exec(html)?.[1];
      expect(shown, html).toBeDefined();
      return shown!;
    },
    /** Renames the shop without moving the layout revision (its trigger switched off meanwhile). */
    renameQuietly: async (name: string) => {
      await sql`alter table shop_info disable trigger shop_info_shop_reference_bump`.execute(db);
      await sql`update shop_info set name = ${name}`.execute(db);
      await sql`alter table shop_info enable trigger shop_info_shop_reference_bump`.execute(db);
    },
    db,
    close: async () => {
      await gateway.close();
      root.remove();
    },
  };
}

describe('the layout’s answers kept for server renders', () => {
  let shop: Awaited<ReturnType<typeof startLayoutGateway>>;
  beforeAll(async () => {
    shop = await startLayoutGateway();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('are kept per content language', async () => {
    const english = await shop.page();
    const hindi = await shop.page({ cookie: 'gp_lang=hi' });
    expect(english).toMatch(/^GaadiParts \| /);
    expect(hindi).toMatch(/^GaadiParts \| /);
    // The address is translated: each language has its own answer.
    expect(hindi).not.toBe(english);
    await shop.renameQuietly('Quietly renamed');
    expect(await shop.page()).toBe(english);
    expect(await shop.page({ cookie: 'gp_lang=hi' })).toBe(hindi);
  });

  it('show a change of the shop on the next render, in every language', async () => {
    await sql`update shop_info set name = 'GaadiParts Plus'`.execute(shop.db);
    expect(await shop.page()).toMatch(/^GaadiParts Plus \| /);
    expect(await shop.page({ cookie: 'gp_lang=hi' })).toMatch(/^GaadiParts Plus \| /);
  });

  it.each(['catalogue_revision', 'catalogue_reference_revision', 'shop_reference_revision'])(
    'are asked again once %s moves on',
    async (revision) => {
      const before = await shop.page();
      await shop.renameQuietly(`Renamed before ${revision} moved`);
      expect(await shop.page()).toBe(before);
      await sql`update ${sql.table(revision)} set value = value + 1`.execute(shop.db);
      expect(await shop.page()).toMatch(new RegExp(`^Renamed before ${revision} moved \\| `));
    },
  );

  it('are never used for a shopper with a session', async () => {
    const kept = await shop.page();
    await shop.renameQuietly('Seen by the signed-in');
    expect(await shop.page({ cookie: 'gp_session=s3cret' })).toMatch(/^Seen by the signed-in \| /);
    expect(await shop.page()).toBe(kept);
  });
});

describe('with PAGE_LAYOUT_CACHE=off', () => {
  it('every render asks for the layout', async () => {
    const shop = await startLayoutGateway({ PAGE_LAYOUT_CACHE: 'off' });
    try {
      expect(await shop.page()).toMatch(/^GaadiParts \| /);
      await shop.renameQuietly('Asked again');
      expect(await shop.page()).toMatch(/^Asked again \| /);
    } finally {
      await shop.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRendererModule, RenderedPage } from '../../rules/ssr/page-renderer';
import { type RunningApp, startApp } from '../support/e2e';

/**
 * One gateway process renders many pages at once (docs/decisions/046): each render has its own
 * language (Lingui instance) and currency, so pages rendered side by side never take each other's.
 */
const PRODUCT = '/products/elegant-hand-stitch-leather-steering-cover';
const LIST = '/catalog/steering-covers/products';

/** What each shopper asks with, and what their page must say: its <html lang>, a text of the page, a price. */
const SHOPPERS = [
  {
    cookie: 'gp_lang=hi',
    lang: 'hi-IN',
    text: 'कार्ट में डालें',
    sort: '>क्रम<',
    price: /₹\d/,
    foreign: ['கார்ட்டில் சேர்', 'Add to cart', '>வரிசைப்படுத்து<', '>Sort by<'],
  },
  {
    cookie: 'gp_lang=ta',
    lang: 'ta-IN',
    text: 'கார்ட்டில் சேர்',
    sort: '>வரிசைப்படுத்து<',
    price: /₹\d/,
    foreign: ['कार्ट में डालें', 'Add to cart', '>क्रम<', '>Sort by<'],
  },
  {
    cookie: 'gp_lang=en; gp_currency=USD',
    lang: 'en-IN',
    text: 'Add to cart',
    sort: '>Sort by<',
    price: /\$\d/,
    foreign: ['कार्ट में डालें', 'கார்ட்டில் சேர்', '>क्रम<', '>வரிசைப்படுத்து<'],
  },
] as const;

type Shopper = (typeof SHOPPERS)[number];

/** The page's language and currency, and a text of it: Add to cart on the product page, Sort by on a list. */
function expectPageOf(shopper: Shopper, html: string, path = PRODUCT) {
  expect(html).toContain('id="server-state"');
  expect(html).toContain(`<html lang="${shopper.lang}"`);
  expect(html).toContain(path === PRODUCT ? shopper.text : shopper.sort);
  expect(html).toMatch(shopper.price);
  for (const text of shopper.foreign) expect(html).not.toContain(text);
  if (shopper.price.source.startsWith('\\$')) expect(html).not.toMatch(/<main[\s\S]*₹\d/);
}

describe('pages rendered at the same time', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('each arrive in their shopper’s language and currency', async () => {
    // Warmed up one at a time first: a cold process renders its first pages several times slower.
    for (const path of [PRODUCT, LIST]) await fetch(app.url + path);
    const asks = [PRODUCT, LIST].flatMap((path) => SHOPPERS.map((shopper) => ({ path, shopper })));
    const pages = await Promise.all(
      asks.map(async ({ path, shopper }) => {
        const response = await fetch(app.url + path, { headers: { cookie: shopper.cookie } });
        return { path, shopper, status: response.status, html: await response.text() };
      }),
    );
    for (const { path, shopper, status, html } of pages) {
      expect(status, `${path} ${shopper.cookie}`).toBe(200);
      expectPageOf(shopper, html, path);
    }
  });

  it('do not wait for each other: a Hindi render waiting for its data holds back neither the Tamil nor the dollar one', async () => {
    const web = join(process.cwd(), 'dist', 'web');
    const { createPageRenderer } = (await import(
      pathToFileURL(join(process.cwd(), 'dist', 'server', 'entry-server.js')).href
    )) as PageRendererModule;
    // The Hindi page's queries are answered only once the other two pages are rendered: with renders
    // taken one at a time, the others would wait behind it (and it behind them) until the time-out.
    let othersDone!: () => void;
    const others = new Promise<void>((resolve) => (othersDone = resolve));
    const renderer = createPageRenderer({
      template: readFileSync(join(web, 'index.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(web, '.vite', 'manifest.json'), 'utf8')),
      graphql: async (input, init) => {
        if (new Headers(init?.headers).get('accept-language') === 'hi') await others;
        return fetch(input, init);
      },
    });
    const render = (shopper: Shopper) =>
      renderer.render(
        new Request(app.url + PRODUCT, { headers: { cookie: shopper.cookie } }),
        AbortSignal.timeout(20_000),
      );
    const [hindi, tamil, dollars] = SHOPPERS;
    const hindiPage = render(hindi);
    const otherPages = await Promise.all([render(tamil), render(dollars)]);
    othersDone();
    const pages: [Shopper, RenderedPage][] = [
      [tamil, otherPages[0]],
      [dollars, otherPages[1]],
      [hindi, await hindiPage],
    ];
    for (const [shopper, page] of pages) {
      expect(page && 'html' in page).toBe(true);
      if (page && 'html' in page) expectPageOf(shopper, page.html);
    }
  });

  // Pages whose components ask for more than their loaders fetched (a service's booking form, the
  // blog) still take 2–3 passes.
  it('render each page once when its data was fetched before rendering (Apollo alone renders twice)', async () => {
    const web = join(process.cwd(), 'dist', 'web');
    const { createPageRenderer } = (await import(
      pathToFileURL(join(process.cwd(), 'dist', 'server', 'entry-server.js')).href
    )) as PageRendererModule;
    const renderer = createPageRenderer({
      template: readFileSync(join(web, 'index.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(web, '.vite', 'manifest.json'), 'utf8')),
      graphql: (input, init) => fetch(input, init),
    });
    for (const path of ['/', LIST, '/catalog', '/catalog/products?search=brake', PRODUCT]) {
      const page = await renderer.render(new Request(app.url + path), AbortSignal.timeout(20_000));
      expect(page && 'html' in page, path).toBe(true);
      if (page && 'html' in page) {
        expect(page.passes, path).toBe(1);
        expect(page.html, path).toContain('id="server-state"');
      }
    }
    // The product page's parts (reviews, recommendations, installation) were fetched by its loader, in
    // the page’s language: one pass, with the product and its price in the HTML.
    const hindi = await renderer.render(
      new Request(app.url + PRODUCT, { headers: { cookie: 'gp_lang=hi' } }),
      AbortSignal.timeout(20_000),
    );
    expect(hindi && 'html' in hindi && hindi.passes).toBe(1);
    expect(hindi && 'html' in hindi && hindi.html).toMatch(/hand.stitch[\s\S]*₹\d/i);
    expect(hindi && 'html' in hindi && hindi.html).toContain('<html lang="hi-IN"');
    // A page whose components send requests of their own is rendered again, complete.
    const service = await renderer.render(
      new Request(app.url + '/services/two-wheeler-service'),
      AbortSignal.timeout(20_000),
    );
    expect(service && 'html' in service && service.passes).toBeGreaterThan(1);
    expect(service && 'html' in service && service.html).toContain('id="server-state"');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer, PageRendererModule, PageRest, RenderedPage } from '../../rules/ssr/page-renderer';
import { type RunningApp, startApp } from '../support/e2e';
import { ADD_USER_VEHICLE, VEHICLES } from '../support/shop-documents';
import { askShop, SIGN_UP } from '../support/shopper-data';

/**
 * One gateway process renders many pages at once (docs/decisions/046): each render has its own
 * language (Lingui instance) and currency, so pages rendered side by side never take each other's.
 */
const PRODUCT = '/products/elegant-hand-stitch-leather-steering-cover';
const LIST = '/catalog/steering-covers/products';
const SERVICE = '/services/two-wheeler-service';

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

/** The page's own part of its HTML (header and footer left out). */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** A rendered page whole (its head and its rest), or null when the server did not render it. */
async function whole(page: RenderedPage): Promise<(PageRest & { status: number }) | null> {
  if (!page || !('rest' in page)) return null;
  const rest = await page.rest();
  return rest.rendered ? { ...rest, status: page.status, html: page.head + rest.html } : null;
}

/** The built renderer (dist/server), asking the running app's GraphQL API. */
async function builtRenderer(graphql: typeof fetch = (input, init) => fetch(input, init)) {
  const web = join(process.cwd(), 'dist', 'web');
  const { createPageRenderer } = (await import(
    pathToFileURL(join(process.cwd(), 'dist', 'server', 'entry-server.js')).href
  )) as PageRendererModule;
  return createPageRenderer({
    template: readFileSync(join(web, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(web, '.vite', 'manifest.json'), 'utf8')),
    graphql,
  });
}

describe('pages rendered at the same time', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** Renders `path` (with `cookie`), expects one pass and a whole page, and gives the page's HTML. */
  const renderOnce = (renderer: Promise<PageRenderer>) => async (path: string, cookie?: string) => {
    const request = new Request(app.url + path, cookie ? { headers: { cookie } } : {});
    const page = await whole(await (await renderer).render(request, AbortSignal.timeout(20_000)));
    const html = page?.html ?? '';
    expect(page?.passes, `${path} ${cookie ?? ''}`).toBe(1);
    expect(page?.problems, path).toBeUndefined();
    expect(html, path).toContain('id="server-state"');
    return html;
  };

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
    // The Hindi page's queries are answered only once the other two pages are rendered: with renders
    // taken one at a time, the others would wait behind it (and it behind them) until the time-out.
    let othersDone!: () => void;
    const others = new Promise<void>((resolve) => (othersDone = resolve));
    const renderer = await builtRenderer(async (input, init) => {
      if (new Headers(init?.headers).get('accept-language') === 'hi') await others;
      return fetch(input, init);
    });
    const render = async (shopper: Shopper) =>
      whole(
        await renderer.render(
          new Request(app.url + PRODUCT, { headers: { cookie: shopper.cookie } }),
          AbortSignal.timeout(20_000),
        ),
      );
    const [hindi, tamil, dollars] = SHOPPERS;
    const hindiPage = render(hindi);
    const otherPages = await Promise.all([render(tamil), render(dollars)]);
    othersDone();
    const pages: [Shopper, Awaited<ReturnType<typeof whole>>][] = [
      [tamil, otherPages[0]],
      [dollars, otherPages[1]],
      [hindi, await hindiPage],
    ];
    for (const [shopper, page] of pages) {
      expect(page).not.toBeNull();
      expectPageOf(shopper, page?.html ?? '');
    }
  });

  it('render each page once when its data was fetched before rendering (Apollo alone renders twice)', async () => {
    const render = renderOnce(builtRenderer());
    // Each page with its content, not "Loading…": a query joining a request still on its way sends
    // none, so a pass can end the render before the answers are in (the loaders wait on the server).
    const content: [string, RegExp][] = [
      ['/', /href="\/products\//],
      [LIST, /href="\/products\//],
      ['/catalog', /href="\/catalog\//],
      ['/catalog/products?search=brake', /href="\/products\//],
      [PRODUCT, /Add to cart/],
      ['/services', /href="\/services\/two-wheeler-service"/],
      [SERVICE, />Book now</],
      ['/blogs', /href="\/blogs\/when-to-replace-brake-pads"/],
      ['/blogs?category=maintenance-tips', /<h1[^>]*>Maintenance Tips<\/h1>/],
      ['/blogs?page=2', /aria-current="page"[^>]*>2</],
      ['/blogs/when-to-replace-brake-pads', /<h1[^>]*>Five Signs Your Brake Pads Need Replacing<\/h1>/],
      ['/catalog/interior-parts', /href="\/products\//],
      ['/catalog/interior-parts/products', /href="\/products\//],
      ['/about-us', /<h1[^>]*>About Us<\/h1>/],
      // The contact card's own query (preloaded by the route's loader): the shop's name and hours.
      ['/contact-us', /<h2[^>]*>Talk to GaadiParts<\/h2>/],
      ['/terms', /<h1[^>]*>Terms and conditions<\/h1>/],
      ['/faq', /<h1[^>]*>FAQ<\/h1>/],
      ['/privacy', /<h1[^>]*>Privacy Policy<\/h1>/],
    ];
    // Every server-rendered route of the route table is among them (/contact-us was not, so its
    // second pass went unnoticed): a new server-rendered page needs its line here.
    for (const route of serverRenderedRoutes())
      expect(
        content.some(([path]) => route.test(path)),
        `no page of the server-rendered route ${route}`,
      ).toBe(true);
    for (const [path, shows] of content) {
      const main = mainOf(await render(path));
      expect(main, path).toMatch(shows);
      expect(main, path).not.toContain('Loading');
    }
    // The product page's parts (reviews, recommendations, installation) were fetched by its loader, in
    // the page’s language: one pass, with the product and its price in the HTML.
    const hindi = await render(PRODUCT, 'gp_lang=hi');
    expect(hindi).toMatch(/hand.stitch[\s\S]*₹\d/i);
    expect(hindi).toContain('<html lang="hi-IN"');
    // An anonymous shopper's booking form: whole, without a garage.
    expect(mainOf(await render(SERVICE))).not.toContain('Vehicle from your garage');
  });

  it('give the head before rendering, and end with index.html’s body when the render stops after it', async () => {
    const renderer = await builtRenderer();
    const stop = new AbortController();
    const page = await renderer.render(new Request(app.url + PRODUCT), stop.signal);
    if (!page || !('rest' in page)) throw new Error('not rendered');
    // Charset and the route's stylesheets, the head still open; nothing of the page yet.
    expect(page.head).toMatch(
      /^<!doctype html>\s*<html lang="en-IN"[^>]*>\s*<head>\s*<meta charset="UTF-8"[\s\S]*rel="stylesheet"/i,
    );
    expect(page.head).toContain('<script type="module" src="/app-start.js"></script>');
    expect(page.head).not.toMatch(/<title>|<\/head>|id="root"/);
    // The time-out strikes after the head has left: the rest is index.html's, the browser renders.
    stop.abort();
    const rest = await page.rest();
    expect(rest.rendered).toBe(false);
    expect(rest.html).toContain('<title>GaadiParts</title>');
    expect(rest.html).toContain('class="app-shell"');
    expect(rest.html).not.toContain('id="server-state"');
    expect(await page.rest()).toBe(rest);
  });

  it('render a signed-in shopper’s service page once, with their garage in the booking form', async () => {
    const signUp = await askShop(app.url, SIGN_UP, {
      input: { email: `render-${Date.now()}@example.in`, password: 'secret123', firstName: 'Asha' },
    });
    expect(signUp.data.signUp.errors).toEqual([]);
    const models = await askShop(app.url, VEHICLES, { year: 2022, make: 'honda', model: 'activa-6g' });
    const added = await askShop(app.url, ADD_USER_VEHICLE, { id: models.data.vehicles[0]!.id }, signUp.cookie);
    expect(added.data.addUserVehicle.errors).toEqual([]);
    const html = await renderOnce(builtRenderer())(SERVICE, signUp.cookie);
    expect(html).toContain('Vehicle from your garage');
    expect(html).toMatch(/Honda Activa 6G 2022/i);
  });
});

/**
 * The server-rendered routes of web/src/app/route-table.tsx (`path` before `serverRendered(…)`; the
 * index route is '/'), as patterns of the addresses they serve; the catch-all '*' is left out.
 */
function serverRenderedRoutes(): RegExp[] {
  const table = readFileSync(join(process.cwd(), 'web', 'src', 'app', 'route-table.tsx'), 'utf8');
  return [...table.matchAll(/(?:path: '([^']*)'|index: true),\s*\.\.\.serverRendered\(/g)]
    .map((m) => m[1] ?? '')
    .filter((path) => path !== '*')
    .map((path) => new RegExp(`^/${path.replace(/:[a-z]+/gi, '[^/?]+')}(\\?|$)`));
}

import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import type { PageRenderer, PageRendererModule, RenderedPage, StreamedPage } from '../../rules/ssr/page-renderer';
import type { GatewayYoga } from '../graphql/yoga';
import { layoutAnswers } from './layout-answers';
import type { CachedPage, PageCache } from './page-cache';

/** How long a page may take to render on the server before the browser is left to render it. */
export const PAGE_RENDER_TIMEOUT_MS = 3000;

/**
 * The storefront's server-rendered pages (docs/decisions/017): the page renderer the build put
 * next to the web app (`vite build --ssr` → dist/server/entry-server.js), given the built
 * index.html and manifest, answering its GraphQL requests with this gateway in the same process
 * (with the shopper's cookies, so a page shows what the shopper would see). Null when there is no
 * such build (`WEB_ROOT` pointing at a browser-only build): every page is then rendered in the
 * browser, as before. `caching`: anonymous shoppers' pages are kept a short time (docs/decisions/046);
 * `layout`: the layout's GraphQL answers are kept per language and layout revision (layout-answers.ts);
 * `stringFirst`: render passes tried as one string first (docs/decisions/060); `shareDocuments`: the
 * renders' Apollo clients share what Apollo learns of each document (docs/decisions/063).
 */
export async function loadPageRenderer(
  webRoot: string | null,
  yoga: GatewayYoga,
  logger: Logger,
  {
    origin = null,
    caching = null,
    layout = null,
    stringFirst = true,
    shareDocuments = true,
  }: {
    origin?: string | null;
    caching?: PageCaching | null;
    layout?: LayoutCaching | null;
    stringFirst?: boolean;
    shareDocuments?: boolean;
  } = {},
): Promise<PageHandler | null> {
  if (!webRoot) return null;
  const entry = resolve(webRoot, '..', 'server', 'entry-server.js');
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) {
    logger.warn({ entry }, 'no server page renderer found next to the web app: pages are rendered in the browser only');
    return null;
  }
  try {
    const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as PageRendererModule;
    const answer = (request: Request) => Promise.resolve(yoga.fetch(request));
    // The layout's answers are shared only between requests the renderer would share pages between.
    let shareable = (_request: Request) => false;
    const renderer = createPageRenderer({
      template: readFileSync(join(webRoot, 'index.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
      graphql: layout
        ? layoutAnswers({ graphql: answer, revision: layout.revision, shareable: (request) => shareable(request) })
        : (input, init) => answer(new Request(input, init)),
      onError: (error) => logger.error({ err: error }, 'a component failed to render on the server'),
      stringFirst,
      shareDocuments,
    });
    shareable = (request) => renderer.shareableKey(request) !== null;
    return pageHandler(renderer, logger, origin, caching);
  } catch (error) {
    // A renderer that cannot load (its packages missing, a build from another version) must not
    // keep the shop closed: the browser renders every page, as without one.
    logger.error(
      { err: error, entry },
      'the server page renderer could not be loaded: pages are rendered in the browser only',
    );
    return null;
  }
}

export type PageHandler = (req: IncomingMessage, res: ServerResponse, fallback: () => void) => void;

/** Where anonymous shoppers' pages are kept a short time, and the catalogue revision they depend on. */
export interface PageCaching {
  pages: PageCache;
  revision(): Promise<string>;
}

/** The layout revision the renderer's layout answers are kept under (gateway/shop/layout-revision.ts). */
export interface LayoutCaching {
  revision(): Promise<string>;
}

/**
 * Answers a page request with its server-rendered HTML, or calls `fallback` (index.html, the
 * browser renders the page) when the page is not one the server renders, its render fails, or
 * it takes longer than PAGE_RENDER_TIMEOUT_MS. Renders run side by side (docs/decisions/046).
 * An anonymous shopper's page comes from `caching` when it was rendered for the same address,
 * language, currency and catalogue revision a few seconds ago.
 */
function pageHandler(
  renderer: PageRenderer,
  logger: Logger,
  origin: string | null,
  caching: PageCaching | null,
): PageHandler {
  /** Shareable pages being rendered, whole: a second request for one waits for that render. */
  const rendering = new Map<string, Promise<WholePage>>();

  async function find(request: Request, signal: AbortSignal): Promise<RenderedPage | CachedPage> {
    const shareable = caching ? renderer.shareableKey(request) : null;
    if (!caching || shareable === null) return renderer.render(request, signal);
    // Read before rendering: a page rendered while the catalogue changes is kept under the
    // revision it started from, which no request asks for once the revision has moved on.
    const key = `${await caching.revision()} ${shareable}`;
    const kept = await caching.pages.get(key);
    if (kept) return kept;
    const pending = rendering.get(key);
    if (pending) return pending;
    // This request streams the page as it renders; the page is kept once whole.
    const started = renderer.render(request, signal);
    const whole = started.then(async (page): Promise<WholePage> => {
      if (!page || !('rest' in page)) return page;
      const rest = await page.rest();
      if (!rest.rendered) return null;
      const cached: CachedPage = { status: page.status, html: page.head + rest.html };
      caching.pages.set(key, cached);
      return cached;
    });
    rendering.set(key, whole);
    whole.finally(() => rendering.delete(key)).catch(() => undefined);
    return started;
  }

  return (req, res, fallback) => {
    // The shop's public origin when configured (PUBLIC_URL); else the Host asked for, if it is a host name.
    const host =
      req.headers.host && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(req.headers.host) ? req.headers.host : 'localhost';
    // One leading slash: "//elsewhere/x" is a path here, never another host.
    const url = new URL(`/${(req.url ?? '/').replace(/^\/+/, '')}`, origin ?? `http://${host}`);
    const headers = new Headers();
    for (const name of ['cookie', 'accept-language'] as const) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const timeout = AbortSignal.timeout(PAGE_RENDER_TIMEOUT_MS);
    const started = performance.now();
    find(new Request(url, { headers }), timeout).then(
      (page) => {
        if (!page) return fallback();
        if ('location' in page) {
          res.writeHead(page.status, { location: page.location, 'cache-control': 'no-cache' });
          return void res.end();
        }
        if ('rest' in page) return void stream(req, res, page, url);
        logger.debug({ path: url.pathname, ms: Math.round(performance.now() - started) }, 'page sent from the cache');
        const { body, encoding } = encoded(page, req.headers['accept-encoding']);
        res.writeHead(page.status, { ...PAGE_HEADERS, 'content-length': body.length, ...encodingHeader(encoding) });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        if (!timeout.aborted)
          logger.error({ err: error, path: url.pathname }, 'server render failed; the browser renders the page');
        else logger.warn({ path: url.pathname }, 'server render took too long; the browser renders the page');
        fallback();
      },
    );
  };

  /**
   * Sends a page as it renders (docs/decisions/053): its head at once (flushed through the
   * compressor), the rest when React has rendered it. The rest never fails: a render that fails or
   * times out after the head has left ends with index.html's body, and the browser renders the page.
   */
  async function stream(req: IncomingMessage, res: ServerResponse, page: StreamedPage, url: URL) {
    const started = performance.now();
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    res.writeHead(page.status, { ...PAGE_HEADERS, ...encodingHeader(encoding) });
    if (req.method === 'HEAD') return void res.end();
    const out = compressor(encoding);
    if (out) out.pipe(res);
    const sink = out ?? res;
    // React renders once the head is on its way: the render holds the thread until it is done.
    await new Promise<void>((resolve) =>
      out ? (out.write(page.head), out.flush(() => resolve())) : res.write(page.head, () => resolve()),
    );
    const rest = await page.rest();
    sink.end(rest.html);
    // A missing page (404) whose data failed is left to the browser on purpose (entry-server.tsx).
    if (!rest.rendered && page.status === 200)
      logger.warn({ path: url.pathname }, 'server render failed after the head was sent; the browser renders the page');
    if (rest.problems)
      logger.warn({ path: url.pathname, problems: rest.problems }, 'the page rendered, mended: a bug to fix');
    logger.debug(
      { path: url.pathname, ms: Math.round(performance.now() - started), passes: rest.passes },
      'page rendered on the server',
    );
  }
}

/** A whole page for requests waiting on another's render: kept, or where to go, or null (the browser renders). */
type WholePage = CachedPage | { status: number; location: string } | null;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // The HTML depends on the shopper's cookies (language, currency, session); a shared
  // copy is only ever kept here, for anonymous shoppers (see above).
  'cache-control': 'private, no-cache',
  vary: 'Cookie, Accept-Language, Accept-Encoding',
};

const encodingHeader = (encoding: 'br' | 'gzip' | null) => (encoding ? { 'content-encoding': encoding } : {});

/** A streaming compressor, flushed after the head (same settings as `compress`). */
function compressor(encoding: 'br' | 'gzip' | null) {
  if (encoding === 'br') return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return createGzip({ level: 6 });
  return null;
}

/** A page compressed as the browser accepts; a kept page is compressed once per encoding. */
function encoded(page: CachedPage, accepted: string | string[] | undefined) {
  const encoding = acceptedEncoding(accepted);
  if (!encoding) return { body: Buffer.from(page.html), encoding };
  const memo = (page.encoded ??= {});
  return { body: (memo[encoding] ??= compress(page.html, encoding).body), encoding };
}

/**
 * The page compressed as the browser accepts (brotli, else gzip): a product page's HTML with its
 * data is ~60 KB, ~12 KB compressed, which a phone on a slow network feels. Brotli at a middle
 * quality: a few milliseconds per page, unlike the build's quality 11.
 */
export function compress(
  html: string,
  accepted: string | string[] | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const raw = Buffer.from(html);
  const encoding = acceptedEncoding(accepted);
  if (encoding === 'br')
    return {
      body: brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
      encoding,
    };
  if (encoding === 'gzip') return { body: gzipSync(raw, { level: 6 }), encoding };
  return { body: raw, encoding: null };
}

/** Brotli if Accept-Encoding allows it, else gzip, else none (q=0 refuses). */
function acceptedEncoding(accepted: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepts = (name: string) =>
    String(accepted ?? '')
      .split(',')
      .some((part) => {
        const [coding = '', ...params] = part.split(';').map((p) => p.trim());
        const q = params.find((p) => p.startsWith('q='));
        return coding.toLowerCase() === name && (q === undefined || Number(q.slice(2)) > 0);
      });
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import sirv from 'sirv';
import { ADMIN_GRAPHQL_PATH, type AdminYoga } from '../admin/admin-yoga';
import type { GatewayYoga } from '../graphql/yoga';
import { requestIdOf } from '../graphql/yoga-common';
import { requestScope } from '../logger';
import type { Database } from '../store/database';
import { LEGACY_REDIRECTS } from '../../rules/routes/legacy-redirects';
import type { PageHandler } from './pages';
import { UPLOADS_PATH } from '../catalogue/images/image-names';
import type { ImageStorage } from '../catalogue/images/image-storage';
import { serveUploadedImage } from './uploaded-images';
import { cameOverHttps, STRICT_TRANSPORT_SECURITY } from './transport-security';

export interface HttpDeps {
  yoga: GatewayYoga;
  /** The back office's API at /admin/graphql (docs/decisions/031); absent: 404 there. */
  adminYoga?: AdminYoga | null;
  database: Database;
  logger: Logger;
  webRoot: string | null;
  /** Server-rendered storefront pages (./pages); without it index.html is sent for every page. */
  pages?: PageHandler | null;
  /** Reverse proxies in front whose X-Forwarded-* headers are believed (config TRUST_PROXY_HOPS). */
  trustProxyHops?: number;
  /** Product images uploaded through the back office, served under UPLOADS_PATH. */
  images?: ImageStorage | null;
}

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** A back-office address: rendered in the browser only (web/src/admin). */
export const isAdminPage = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Headers every storefront response carries, static file or rendered page. */
export function setPageSecurityHeaders(res: ServerResponse): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * How long browsers keep a static file: hashed build assets a year; other files (images and icons
 * at fixed addresses) a day and then revalidated in the background; index.html revalidated every time.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname === '/' || pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname)) return 'no-cache';
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

/**
 * Static files of the built web app (SPA fallback to index.html). Compression: the build writes
 * .br and .gz copies of text files (vite.config.ts, precompress) and sirv sends the best one the
 * browser accepts.
 */
function staticFiles(webRoot: string | null) {
  if (!webRoot || !existsSync(join(webRoot, 'index.html'))) return null;
  return sirv(webRoot, {
    single: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      setPageSecurityHeaders(res);
      res.setHeader('cache-control', cacheControlFor(pathname));
    },
  });
}

/** One HTTP server: /graphql, invoice PDFs, /healthz, /readyz and the web app with an SPA fallback. */
export function createHttpServer({
  yoga,
  adminYoga = null,
  database,
  logger,
  webRoot,
  pages = null,
  trustProxyHops = 0,
  images = null,
}: HttpDeps): Server {
  const serveStatic = staticFiles(webRoot);
  if (!serveStatic) logger.warn({ webRoot }, 'no built web app found: run "npm run build" to serve the storefront');

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req.headers['x-request-id']?.toString() ?? null);
    res.setHeader('x-request-id', requestId);
    if (cameOverHttps(req.headers['x-forwarded-proto'], trustProxyHops))
      res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    requestScope.run({ requestId }, () => {
      try {
        route(req, res);
      } catch (error) {
        // A handler that throws ends this request, never the process (and every shopper's page with it).
        logger.error({ err: error, url: req.url }, 'request failed');
        if (!res.headersSent) json(res, 500, { error: 'internal error' });
        else res.destroy();
      }
    });
  });

  function route(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/graphql' || path.startsWith('/graphql/')) return void yoga(req, res);
    // The admin API, and an order's PDFs for staff (gateway/admin/orders/order-documents.route.ts).
    if (path === ADMIN_GRAPHQL_PATH || (path.startsWith('/admin/orders/') && path.endsWith('.pdf')))
      return adminYoga ? void adminYoga(req, res) : json(res, 404, { error: 'not found' });
    // Tax invoice and credit note PDFs (gateway/invoices/invoice-pdf.route.ts).
    if (path.startsWith('/orders/') && path.endsWith('.pdf')) return void yoga(req, res);
    if (path === '/healthz') return json(res, 200, { status: 'ok' });
    if (images && path.startsWith(UPLOADS_PATH) && (req.method === 'GET' || req.method === 'HEAD'))
      return void serveUploadedImage(images, path.slice(UPLOADS_PATH.length), req, res, logger);
    if (path === '/readyz') {
      return void database.ping().then(
        () => json(res, 200, { status: 'ready', database: database.engine }),
        (error: unknown) => {
          logger.error({ err: error }, 'readiness check failed');
          json(res, 503, { status: 'unavailable' });
        },
      );
    }
    const legacy = LEGACY_REDIRECTS[path.replace(/\/+$/, '')];
    if (legacy) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.writeHead(301, { location: legacy + query, 'cache-control': 'public, max-age=86400' });
      return void res.end();
    }
    if (serveStatic && (req.method === 'GET' || req.method === 'HEAD')) {
      // Files are sent whole: a Range header is ignored, as RFC 9110 (14.2) allows. sirv's own
      // reading of it threw on "bytes=5-1" (the process ended) and misread "bytes=-5" and "bytes=0-0".
      delete req.headers.range;
      const sendStatic = () => serveStatic(req, res, () => json(res, 404, { error: 'not found' }));
      // A page address (no file name extension): rendered on the server when it can be. The back
      // office (/admin) is never: it gets index.html, which loads its chunk (docs/decisions/033).
      if (pages && !/\.[a-z0-9]+$/i.test(path) && !isAdminPage(path)) {
        setPageSecurityHeaders(res);
        return pages(req, res, sendStatic);
      }
      return sendStatic();
    }
    json(res, 404, { error: 'not found' });
  }
}

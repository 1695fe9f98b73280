import { request } from 'node:http';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from '../../../gateway/app';
import { compress } from '../../../gateway/http/pages';
import { loadConfig } from '../../../gateway/config';
import { fakeRendererRoot } from '../../support/fake-page-renderer';

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A stand-in for the built page renderer (dist/server/entry-server.js; the real one is covered by
 * the browser tests): it answers by path, and records what the gateway handed it.
 */
const FAKE_RENDERER = `
const page = (status, head, html) => ({ status, head, rest: async () => ({ html, rendered: true }) });
export function createPageRenderer({ template, manifest, graphql }) {
  if (!template.includes('id="root"') || !manifest['index.html'] || typeof graphql !== 'function') throw new Error('bad options');
  return { shareableKey: () => null, render: async (request, signal) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/rendered')) {
      const asked = await graphql(new URL('/graphql', request.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
      const answer = await asked.json();
      return page(200, '<!doctype html><head>', '</head><p>' + request.url + ' ' + answer.data.__typename + ' ' + (request.headers.get('cookie') ?? '') + ' ' + (request.headers.get('accept-language') ?? '') + ' ' + (signal instanceof AbortSignal) + '</p>'.padEnd(3000, ' '));
    }
    // The head at once; the rest once the test lets the body render (globalThis.renderBody).
    if (url.pathname === '/streamed') {
      const body = new Promise((resolve) => { globalThis.renderBody = () => resolve({ html: '</head><body><p>the body</p></body>', rendered: true }); });
      return { status: 200, head: '<!doctype html><html lang="hi-IN"><head><meta charset="UTF-8"><link rel="stylesheet" href="/assets/page.css">', rest: () => body };
    }
    if (url.pathname === '/gone') return page(404, '<!doctype html>', '<p>gone</p>');
    if (url.pathname === '/moved') return { status: 302, location: '/elsewhere' };
    if (url.pathname === '/fails') throw new Error('component failed');
    return null;
  } };
}
`;

describe('server-rendered pages (gateway side)', () => {
  let gateway: Gateway;
  let root: ReturnType<typeof fakeRendererRoot>;

  beforeAll(async () => {
    root = fakeRendererRoot(FAKE_RENDERER);
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', WEB_ROOT: root.webRoot });
    gateway = await startGateway(config, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await gateway.close();
    root.remove();
  });

  it('sends the rendered page, compressed, private to the shopper, with the security headers; GraphQL answered in process', async () => {
    const page = await get(`${gateway.url}/rendered?x=1`, {
      'accept-encoding': 'gzip, br',
      cookie: 'gp_lang=hi',
      'accept-language': 'ta-IN',
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['vary']).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(page.body).toString()).toContain(
      `<p>${gateway.url}/rendered?x=1 Query gp_lang=hi ta-IN true</p>`,
    );
  });

  it('gives the renderer the shop’s address for the page, on this host however the path is written', async () => {
    const page = await get(`${gateway.url}//elsewhere.example/rendered`);
    expect(page.body.toString()).toContain(`<p>${gateway.url}/elsewhere.example/rendered `);
  });

  it('sends the page’s own status, and redirects where the page says', async () => {
    expect((await get(`${gateway.url}/gone`)).status).toBe(404);
    const moved = await get(`${gateway.url}/moved`);
    expect([moved.status, moved.headers['location']]).toEqual([302, '/elsewhere']);
  });

  it('falls back to index.html (the browser renders) for pages it does not render and when a render fails', async () => {
    for (const path of ['/cart', '/fails']) {
      const page = await get(`${gateway.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<div id="root">shell</div>');
    }
  });

  it('sends the head, compressed and flushed, before the body is rendered; the body follows in the same page', async () => {
    const decoded: string[] = [];
    let headArrived!: (text: string) => void;
    const first = new Promise<string>((resolve) => (headArrived = resolve));
    const done = new Promise<{ headers: Record<string, unknown> }>((resolve, reject) => {
      request(`${gateway.url}/streamed`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const body = res.pipe(createBrotliDecompress());
        body.on('data', (chunk: Buffer) => {
          decoded.push(chunk.toString());
          headArrived(chunk.toString());
        });
        body.on('end', () => resolve({ headers: res.headers }));
      })
        .on('error', reject)
        .end();
    });
    const head = await first;
    expect(head).toBe(
      '<!doctype html><html lang="hi-IN"><head><meta charset="UTF-8"><link rel="stylesheet" href="/assets/page.css">',
    );
    (globalThis as { renderBody?: () => void }).renderBody!();
    const { headers } = await done;
    expect(decoded.join('')).toBe(`${head}</head><body><p>the body</p></body>`);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-length']).toBeUndefined();
    // The same policy as every page (script-src 'self': no inline script).
    expect(headers['content-security-policy']).toBe(
      (await get(`${gateway.url}/cart`)).headers['content-security-policy'],
    );
    expect(headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers HEAD without a body, and files with extensions from disk, never from the renderer', async () => {
    const head = await get(`${gateway.url}/rendered`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get(`${gateway.url}/missing.svg`)).status).toBe(404);
  });
});

describe('compressing a rendered page', () => {
  const html = '<p>part</p>'.repeat(500);

  it('uses brotli, else gzip, else nothing, as Accept-Encoding allows (q=0 refuses)', () => {
    const br = compress(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = compress(html, 'gzip, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(compress(html, undefined)).toEqual({ body: Buffer.from(html), encoding: null });
    expect(compress(html, 'identity').encoding).toBeNull();
  });
});

describe('a page renderer that cannot be loaded', () => {
  it('leaves every page to the browser instead of keeping the shop closed', async () => {
    const root = fakeRendererRoot("import 'no-such-package-anywhere';\nexport function createPageRenderer() {}\n", {});
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', WEB_ROOT: root.webRoot });
    const gateway = await startGateway(config, pino({ level: 'silent' }));
    try {
      const page = await get(`${gateway.url}/products/anything`);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<div id="root">shell</div>');
    } finally {
      await gateway.close();
      root.remove();
    }
  });
});

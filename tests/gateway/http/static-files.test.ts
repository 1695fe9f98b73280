import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from '../../../gateway/app';
import { loadConfig } from '../../../gateway/config';

/** A GET with a chosen Accept-Encoding; the body stays as sent (no automatic decompression). */
function get(
  url: string,
  encoding: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static web app (compression and caching)', () => {
  let gateway: Gateway;
  let root: string;
  const html = '<!doctype html><title>shop</title>'.padEnd(2000, ' ');
  const script = 'console.log("entry");'.repeat(100);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-root-'));
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, 'images'));
    // What the build writes (vite.config.ts, precompress): originals plus .br and .gz copies.
    writeFileSync(join(root, 'index.html'), html);
    writeFileSync(join(root, 'index.html.br'), brotliCompressSync(html));
    writeFileSync(join(root, 'index.html.gz'), gzipSync(html));
    writeFileSync(join(root, 'assets/index-abc123.js'), script);
    writeFileSync(join(root, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets/index-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(root, 'images/part.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', WEB_ROOT: root });
    gateway = await startGateway(config, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends hashed scripts brotli- or gzip-compressed, cached for a year', async () => {
    const br = await get(`${gateway.url}/assets/index-abc123.js`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await get(`${gateway.url}/assets/index-abc123.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get(`${gateway.url}/assets/index-abc123.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers app routes with the compressed index.html, revalidated on every visit', async () => {
    const page = await get(`${gateway.url}/catalog/brake-pads/products`, 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps images at fixed addresses for a day', async () => {
    const image = await get(`${gateway.url}/images/part.svg`, 'br');
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('sends a file whole whatever its Range header says, and stays up', async () => {
    // sirv read "bytes=5-1" as a range to stream and threw: the gateway process ended.
    for (const range of ['bytes=5-1', 'bytes=-5', 'bytes=0-0', 'bytes=abc', 'bytes=0-1,4-5', 'pages=1-2']) {
      for (const path of ['/assets/index-abc123.js', '/images/part.svg']) {
        const file = await get(`${gateway.url}${path}`, 'identity', { range });
        expect({ range, path, status: file.status }).toEqual({ range, path, status: 200 });
        expect(file.headers['content-range']).toBeUndefined();
      }
    }
    const whole = await get(`${gateway.url}/assets/index-abc123.js`, 'identity', { range: 'bytes=5-1' });
    expect(whole.body.toString()).toBe(script);
    expect((await get(`${gateway.url}/healthz`, 'identity')).status).toBe(200);
  });
});

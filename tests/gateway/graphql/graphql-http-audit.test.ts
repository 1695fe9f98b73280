import { request as httpRequest } from 'node:http';
import { auditServer } from 'graphql-http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from '../../../gateway/app';
import { loadConfig } from '../../../gateway/config';
import { OPERATION_LIMITS } from '../../../gateway/graphql/plugins';

/** A POST to /graphql over HTTP/1.1, written in `chunks` (chunked unless a Content-Length is given). */
function post(url: string, chunks: string[], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    // The server may answer (413) and close before the whole body is written.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

/** A JSON body of about `bytes` bytes: `{ ping }` with a long unused variable. */
function bodyOf(bytes: number) {
  const head = '{"query":"{ ping }","variables":{"padding":"';
  return [head, 'x'.repeat(Math.max(0, bytes - head.length - 3)), '"}}'];
}

describe('GraphQL over HTTP conformance (graphql-http audit)', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', WEB_ROOT: '' });
    gateway = await startGateway(config, pino({ level: 'silent' }));
  });
  afterAll(() => gateway.close());

  it('has no MUST failures against the real HTTP server', async () => {
    const results = await auditServer({ url: `${gateway.url}/graphql` });
    const mustFailures = results.filter((r) => r.status === 'error');
    expect(mustFailures.map((r) => `${r.id} ${r.name}: ${'reason' in r ? r.reason : ''}`)).toEqual([]);
    expect(results.filter((r) => r.status === 'ok').length).toBeGreaterThan(20);
  });

  it(`refuses request bodies over ${OPERATION_LIMITS.maxBodyBytes} bytes, with or without a Content-Length`, async () => {
    const limit = OPERATION_LIMITS.maxBodyBytes;
    for (const [bytes, status] of [
      [limit, 200],
      [limit + 1, 413],
    ] as const) {
      const chunks = bodyOf(bytes);
      expect(chunks.join('')).toHaveLength(bytes);
      const sized = await post(gateway.url, chunks, { 'content-length': String(bytes) });
      const chunked = await post(gateway.url, chunks);
      for (const [how, answer] of [
        ['Content-Length', sized],
        ['chunked', chunked],
      ] as const) {
        expect(answer.status, `${how}, ${bytes} bytes`).toBe(status);
        if (status === 200) expect(JSON.parse(answer.body)).toEqual({ data: { ping: true } });
        else expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
      }
    }
  });

  it('refuses a Content-Length that is not one plain number', async () => {
    const body = JSON.stringify({ query: '{ ping }' });
    const response = await gateway.yoga.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': `${body.length}, ${body.length}` },
      body,
    });
    expect(response.status).toBe(400);
  });

  it('serves health and readiness', async () => {
    expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${gateway.url}/readyz`)).json()).toEqual({ status: 'ready', database: 'pglite' });
  });
});

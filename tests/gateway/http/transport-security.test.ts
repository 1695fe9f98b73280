import { request } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from '../../../gateway/app';
import { loadConfig } from '../../../gateway/config';
import { cameOverHttps } from '../../../gateway/http/transport-security';

function headersOf(url: string, headers: Record<string, string>): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    })
      .on('error', reject)
      .end();
  });
}

describe('HTTPS as told by a trusted proxy', () => {
  it('believes X-Forwarded-Proto only with trusted proxies, as written by the outermost one', () => {
    expect(cameOverHttps('https', 0)).toBe(false);
    expect(cameOverHttps(undefined, 1)).toBe(false);
    expect(cameOverHttps('https', 1)).toBe(true);
    expect(cameOverHttps('HTTPS', 1)).toBe(true);
    expect(cameOverHttps('http', 1)).toBe(false);
    // The client wrote "https" itself; the one trusted proxy appended what it saw.
    expect(cameOverHttps('https, http', 1)).toBe(false);
    // Two proxies: the outer one ended TLS ("https"), the inner one saw plain HTTP from it.
    expect(cameOverHttps('https, http', 2)).toBe(true);
    expect(cameOverHttps('https, http, http', 2)).toBe(false);
    expect(cameOverHttps(['https', 'http'], 1)).toBe(false);
  });

  describe('Strict-Transport-Security', () => {
    let gateway: Gateway;
    beforeAll(async () => {
      const config = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        WEB_ROOT: '',
        TRUST_PROXY_HOPS: '1',
      });
      gateway = await startGateway(config, pino({ level: 'silent' }));
    });
    afterAll(() => gateway.close());

    it('is sent when the trusted proxy says the request came over HTTPS', async () => {
      const health = await headersOf(`${gateway.url}/healthz`, { 'x-forwarded-proto': 'https' });
      expect(health['strict-transport-security']).toBe('max-age=31536000');
      const api = await headersOf(`${gateway.url}/graphql?query=%7B__typename%7D`, { 'x-forwarded-proto': 'https' });
      expect(api['strict-transport-security']).toBe('max-age=31536000');
    });

    it('is not sent over plain HTTP', async () => {
      expect((await headersOf(`${gateway.url}/healthz`, {}))['strict-transport-security']).toBeUndefined();
      expect(
        (await headersOf(`${gateway.url}/healthz`, { 'x-forwarded-proto': 'http' }))['strict-transport-security'],
      ).toBeUndefined();
    });
  });
});

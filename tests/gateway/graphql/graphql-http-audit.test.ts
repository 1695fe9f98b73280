import { auditServer } from 'graphql-http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from '../../../gateway/app';
import { loadConfig } from '../../../gateway/config';

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

  it('serves health and readiness', async () => {
    expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${gateway.url}/readyz`)).json()).toEqual({ status: 'ready', database: 'pglite' });
  });
});

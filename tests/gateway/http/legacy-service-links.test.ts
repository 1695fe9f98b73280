import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from '../../../gateway/app';
import { loadConfig } from '../../../gateway/config';

/** The misspelt service links of the first sketch (spec section 2, issue 9) and their pages. */
const LEGACY_SERVICE_LINKS: Record<string, string> = {
  '/services/tyers': '/services/tyres',
  '/servises/2w': '/services/two-wheeler-service',
  '/service/4w': '/services/four-wheeler-service',
  '/service/ev': '/services/ev-store',
  '/service/rto': '/services/rto',
  '/service/instructor': '/services/training',
  '/service/training': '/services/training',
};

const SERVICE_SLUGS = [
  'tyres',
  'battery',
  'windshield',
  'helmets',
  'two-wheeler-service',
  'four-wheeler-service',
  'ev-store',
  'rto',
  'pdi',
  'training',
];

describe('legacy service links (real HTTP server)', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', WEB_ROOT: '' });
    gateway = await startGateway(config, pino({ level: 'silent' }));
  });
  afterAll(() => gateway.close());

  it.each(Object.entries(LEGACY_SERVICE_LINKS))('%s answers 301 to %s', async (from, to) => {
    for (const path of [from, `${from}/`]) {
      const response = await fetch(`${gateway.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });

  it('keeps the query string', async () => {
    const response = await fetch(`${gateway.url}/servises/2w?city=bangalore`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/services/two-wheeler-service?city=bangalore');
  });

  it('points every redirect at a service the API knows', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ services { slug } }' }),
    });
    const { data } = (await response.json()) as { data: { services: { slug: string }[] } };
    const slugs = data.services.map((s) => s.slug);
    expect(slugs).toEqual(SERVICE_SLUGS);
    for (const to of Object.values(LEGACY_SERVICE_LINKS)) expect(slugs).toContain(to.slice('/services/'.length));
  });
});

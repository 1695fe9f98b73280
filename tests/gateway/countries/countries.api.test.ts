import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../gateway/catalogue/seed/countries';
import { isKnownCountry } from '../../../gateway/countries/countries.service';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

describe('countries API', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('lists every ISO country once, India first, then by name', async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query Countries {
          countries {
            code
            name
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    const countries = data!.countries;
    expect(countries[0]).toEqual({ code: 'IN', name: 'India' });
    expect(countries).toHaveLength(COUNTRIES.length);
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const { code } of countries) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(countries).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(countries).toContainEqual({ code: 'US', name: 'United States of America' });
  });

  it('ships no demo values (RAND, LAND)', async () => {
    const { data } = await gateway.execute(
      graphql(`
        query CountriesCountries {
          countries {
            code
          }
        }
      `),
    );
    const codes = data!.countries.map((c) => c.code);
    expect(codes).not.toContain('RAND');
    expect(codes).not.toContain('LAND');
  });

  it('tells known country codes from unknown ones for address and checkout validation', async () => {
    const { db } = gateway.database;
    expect(await isKnownCountry(db, 'IN')).toBe(true);
    expect(await isKnownCountry(db, 'AU')).toBe(true);
    for (const code of ['RAND', 'LAND', 'in', 'XX', '', ' IN']) expect(await isKnownCountry(db, code)).toBe(false);
  });
});

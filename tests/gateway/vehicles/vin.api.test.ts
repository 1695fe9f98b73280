import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { vinFor, withChar } from '../../support/vins';
import { graphql } from '../../support/graphql';

const LOOKUP = graphql(`
  query Lookup($vin: String!) {
    vehicleByVin(vin: $vin) {
      vin
      reason
      modelYears
      checkDigitVerified
      makes {
        slug
        name
      }
    }
  }
`);

describe('vehicleByVin', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  async function lookup(vin: string) {
    const { data, errors } = await gateway.execute(LOOKUP, { vin });
    expect(errors).toBeUndefined();
    return data!.vehicleByVin;
  }

  it('reads the maker and model year of a VIN as printed on a registration certificate', async () => {
    expect(await lookup('MA3FJEB14L0123456')).toEqual({
      vin: 'MA3FJEB14L0123456',
      reason: null,
      modelYears: [2020],
      checkDigitVerified: false,
      makes: [{ slug: 'maruti-suzuki', name: 'Maruti Suzuki' }],
    });
  });

  it.each([
    ['MAT', 'tata', 2019],
    ['MA1', 'mahindra', 2021],
    ['MAL', 'hyundai', 2022],
    ['ME4', 'honda', 2023],
    ['MBL', 'hero', 2010],
    ['MA3', 'maruti-suzuki', 2012],
  ])('narrows %s to %s in %i', async (wmi, make, year) => {
    const result = await lookup(vinFor(wmi, year));
    expect(result).toMatchObject({ reason: null, modelYears: [year], makes: [{ slug: make }] });
  });

  it('offers every make a manufacturer builds, and only in years we have vehicles of', async () => {
    expect((await lookup(vinFor('MD2', 2019))).makes.map((m: { slug: string }) => m.slug)).toEqual(['bajaj', 'ktm']);
    // KTM's Indian models start in 2012: a 2008 Bajaj-built VIN is a Bajaj.
    expect((await lookup(vinFor('MD2', 2008))).makes.map((m: { slug: string }) => m.slug)).toEqual(['bajaj']);
  });

  it('normalises spaces, dashes and case, and verifies the check digit where the maker uses it', async () => {
    const classic = vinFor('ME3', 2022);
    const result = await lookup(` ${classic.slice(0, 8).toLowerCase()}-${classic.slice(8)} `);
    expect(result).toMatchObject({
      vin: classic,
      reason: null,
      checkDigitVerified: true,
      makes: [{ slug: 'royal-enfield' }],
    });
  });

  const maruti = vinFor('MA3', 2020);
  const classic = vinFor('ME3', 2022);
  it.each([
    ['EMPTY', ''],
    ['EMPTY', '   '],
    ['MALFORMED', 'hello'],
    ['MALFORMED', 'error'],
    ['MALFORMED', maruti.slice(0, 16)],
    ['MALFORMED', `${maruti}1`],
    ['MALFORMED', `${maruti.slice(0, 16)}#`],
    ['FORBIDDEN_CHARACTERS', withChar(maruti, 12, 'O')],
    ['BAD_CHECK_DIGIT', withChar(classic, 9, classic[8] === '1' ? '2' : '1')],
    ['UNKNOWN_MANUFACTURER', vinFor('WVW', 2020)],
    ['UNKNOWN_MANUFACTURER', vinFor('MZZ', 2020)],
    // An Ather VIN of model year 2010 ('A': 2010 only); Ather's scooters start in 2018.
    ['NO_MATCHING_VEHICLE', vinFor('MYK', 2010)],
  ])('answers %s for %j, narrowing nothing', async (reason, vin) => {
    expect(await lookup(vin)).toMatchObject({ reason, makes: [], modelYears: [], checkDigitVerified: false });
  });

  it('echoes at most a short prefix of absurdly long input', async () => {
    const result = await lookup('A'.repeat(5000));
    expect(result.reason).toBe('MALFORMED');
    expect(result.vin.length).toBeLessThanOrEqual(32);
  });
});

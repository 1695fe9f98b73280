/**
 * Analogs from other brands: parts of the same type that fit a vehicle the product fits (a shared
 * model; universal parts are analogs of each other), never parts for other vehicles; none when
 * there are no such parts. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../gateway/catalogue/seed/index';
import { createTestGateway, dataOf, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';
import { ANALOGS_AND_RELATED, ANALOGS_BY_SLUG, PRODUCT_ID } from './catalogue.documents';
import { expectedAnalogs } from './helpers';

describe.each(testEngines())('product analogs fit the same vehicles (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  }, 180_000);
  afterAll(() => gateway?.close());

  const analogs = async (slug: string) =>
    dataOf(await gateway.execute(ANALOGS_BY_SLUG, { slug, limit: 20 }))
      .productAnalogs.map((p) => p.slug)
      .sort();

  it('offers no brake pads for motorcycles or other cars on the Creta pads’ page', async () => {
    // The only other pads are for the Pulsar, the Classic 350, the XUV700, the Nexon and the Swift.
    expect(await analogs('bosch-front-brake-pads-hyundai-creta')).toEqual([]);
    const { product } = dataOf(await gateway.execute(PRODUCT_ID, { slug: 'bosch-front-brake-pads-hyundai-creta' }));
    expect(dataOf(await gateway.execute(ANALOGS_AND_RELATED, { id: product.id })).productAnalogs).toEqual([]);
  });

  it('offers the other brands’ parts that share a model: car oils for a car oil, bike oils for a bike oil', async () => {
    const carOil = await analogs('castrol-magnatec-5w-30-3-5l');
    expect(carOil).toEqual(['mobil-1-0w-40-4l', 'shell-helix-hx7-diesel-5w-40-3l']);
    const bikeOil = await analogs('castrol-power1-4t-10w-30-1l');
    expect(bikeOil).toContain('motul-7100-4t-10w-50-1l');
    expect(bikeOil).toContain('servo-pride-4t-20w-40-royal-enfield-2-5l');
    expect(bikeOil).not.toContain('mobil-1-0w-40-4l');
  });

  it('pairs universal parts with each other, and gives a part of unknown fitment none', async () => {
    expect(await analogs('3m-car-shampoo-1l')).toEqual(['wavex-foam-wash-car-shampoo']);
    expect(await analogs('elegant-universal-rubber-floor-mats')).toEqual([]);
    expect(await analogs('autofurnish-3d-floor-mats-creta')).toEqual([]);
  });

  it('equals the seed’s definition for every product (the best 20 sellers of them)', async () => {
    for (const p of PRODUCTS) {
      const wanted = expectedAnalogs(p.slug);
      const found = await analogs(p.slug);
      if (wanted.length <= 20) expect(found, p.slug).toEqual(wanted);
      else
        expect(
          found.filter((slug) => !wanted.includes(slug)),
          p.slug,
        ).toEqual([]);
    }
  });
});

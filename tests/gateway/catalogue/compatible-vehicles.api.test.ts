import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLES } from '../../../gateway/vehicles/seed';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';

const QUERY = `query ($slug: String!) {
  product(slug: $slug) { compatibility compatibleVehicleIds compatibleVehicles { id year make model engine } }
}`;

describe('Product.compatibleVehicles', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('lists the vehicles a part fits, by make, model and newest year first', async () => {
    const { data, errors } = await gateway.execute(QUERY, { slug: 'tvs-girling-rear-brake-shoe-hero-splendor-plus' });
    expect(errors).toBeUndefined();
    const product = data!.product;
    const splendors = VEHICLES.filter((v) => v.makeSlug === 'hero' && v.modelSlug === 'splendor-plus');
    expect(product.compatibility).toBe('LIST');
    expect(product.compatibleVehicles).toHaveLength(splendors.length);
    expect(new Set(product.compatibleVehicles.map((v: { id: string }) => v.id))).toEqual(new Set(product.compatibleVehicleIds));
    expect(product.compatibleVehicles.every((v: { model: string }) => v.model === splendors[0]!.model)).toBe(true);
    const years = product.compatibleVehicles.map((v: { year: number }) => v.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('is empty for a part that fits every vehicle', async () => {
    const list = await gateway.execute(`{ products(filters: [], options: { limit: 100 }) { items { slug compatibility } } }`);
    const universal = list.data!.products.items.find((p: { compatibility: string }) => p.compatibility === 'ALL');
    const { data } = await gateway.execute(QUERY, { slug: universal.slug });
    expect(data!.product).toMatchObject({ compatibility: 'ALL', compatibleVehicleIds: [], compatibleVehicles: [] });
  });
});

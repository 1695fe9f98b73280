import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLES } from '../../../gateway/vehicles/seed';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

// Two requests: a part's full vehicle list is the largest answer of the schema (decision 027's cost).
const QUERY = graphql(`
  query CompatibleVehiclesQuery($slug: String!) {
    product(slug: $slug) {
      compatibility
      compatibleVehicleIds
      compatibleModels {
        make
        makeSlug
        model
        modelSlug
        vehicleType
        years
        engines
      }
    }
  }
`);
const VEHICLE_LIST = graphql(`
  query VehicleList($slug: String!) {
    product(slug: $slug) {
      compatibleVehicles(limit: 5000) {
        ...VehicleFields
      }
    }
  }
`);

interface Vehicle {
  makeSlug: string;
  modelSlug: string;
  make: string;
  model: string;
  year: number;
  engine: string;
  vehicleType: string;
}
interface Model {
  make: string;
  makeSlug: string;
  model: string;
  modelSlug: string;
  vehicleType: string;
  years: number[];
  engines: string[];
}

describe('Product.compatibleVehicles and compatibleModels', () => {
  const fitment = async (variables: { slug: string }) => {
    const [first, vehicles] = await Promise.all([
      gateway.execute(QUERY, variables),
      gateway.execute(VEHICLE_LIST, variables),
    ]);
    const product = first.data?.product && { ...first.data.product, ...vehicles.data?.product };
    return { data: first.data && { product }, errors: first.errors ?? vehicles.errors };
  };
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('lists the vehicles a part fits, by make, model and newest year first', async () => {
    const { data, errors } = await fitment({ slug: 'tvs-girling-rear-brake-shoe-hero-splendor-plus' });
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    const product = data!.product;
    const splendors = VEHICLES.filter((v) => v.makeSlug === 'hero' && v.modelSlug === 'splendor-plus');
    expect(product!.compatibility).toBe('LIST');
    expect(product!.compatibleVehicles).toHaveLength(splendors.length);
    expect(new Set(product!.compatibleVehicles!.map((v: { id: string }) => v.id))).toEqual(
      new Set(product!.compatibleVehicleIds),
    );
    expect(product!.compatibleVehicles!.every((v: { model: string }) => v.model === splendors[0]!.model)).toBe(true);
    const years = product!.compatibleVehicles!.map((v: { year: number }) => v.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('is empty for a part that fits every vehicle', async () => {
    const list = await gateway.execute(
      graphql(`
        query CompatibleVehiclesProducts {
          products(filters: [], options: { limit: 100 }) {
            items {
              slug
              compatibility
            }
          }
        }
      `),
    );
    const universal = list.data!.products.items.find((p: { compatibility: string }) => p.compatibility === 'ALL');
    const { data } = await fitment({ slug: universal!.slug });
    expect(data!.product).toMatchObject({
      compatibility: 'ALL',
      compatibleVehicleIds: [],
      compatibleVehicles: [],
      compatibleModels: [],
    });
  });

  it('groups a widely fitting part by model: every fitting vehicle in exactly one model, years and engines complete', async () => {
    const list = await gateway.execute(
      graphql(`
        query CompatibleVehiclesProducts2 {
          products(filters: [], options: { limit: 100 }) {
            items {
              slug
              compatibility
            }
          }
        }
      `),
    );
    const slugs = list.data!.products.items.filter((p: { compatibility: string }) => p.compatibility === 'LIST');
    let widest: { compatibleVehicles: Vehicle[]; compatibleModels: Model[] } | undefined;
    for (const { slug } of slugs) {
      const { data } = await fitment({ slug });
      if (!widest || data!.product!.compatibleVehicles!.length > widest.compatibleVehicles.length)
        widest = {
          compatibleVehicles: data!.product!.compatibleVehicles!,
          compatibleModels: data!.product!.compatibleModels,
        };
    }
    const { compatibleVehicles: vehicles, compatibleModels: models } = widest!;
    expect(new Set(vehicles.map((v) => `${v.makeSlug}/${v.modelSlug}`)).size).toBeGreaterThan(1);
    // Hand-computed expectation from the full list.
    const expected = new Map<
      string,
      { years: Set<number>; engines: Set<string>; make: string; model: string; vehicleType: string }
    >();
    for (const v of vehicles) {
      const key = `${v.makeSlug}/${v.modelSlug}`;
      const group = expected.get(key) ?? {
        years: new Set(),
        engines: new Set(),
        make: v.make,
        model: v.model,
        vehicleType: v.vehicleType,
      };
      group.years.add(v.year);
      group.engines.add(v.engine);
      expected.set(key, group);
    }
    expect(models).toHaveLength(expected.size);
    for (const m of models) {
      const group = expected.get(`${m.makeSlug}/${m.modelSlug}`)!;
      expect(m).toMatchObject({ make: group.make, model: group.model, vehicleType: group.vehicleType });
      expect(m.years).toEqual([...group.years].sort((a, b) => a - b));
      expect([...m.engines].sort()).toEqual([...group.engines].sort());
    }
    const names = models.map((m) => `${m.make} ${m.model}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

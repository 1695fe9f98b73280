import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

// The bench's steering cover: the sample catalogue's widest fitment (1,126 vehicles, 65 models).
const WIDE = 'elegant-hand-stitch-leather-steering-cover';

const EVERY_VEHICLE = graphql(`
  query FitmentEveryVehicle($slug: String!) {
    product(slug: $slug) {
      compatibleVehicles(limit: 5000) {
        id
        make
        makeSlug
        model
        modelSlug
        year
        engine
      }
    }
  }
`);
const MODELS = graphql(`
  query FitmentModels($slug: String!) {
    product(slug: $slug) {
      compatibleModels {
        make
        makeSlug
        model
        modelSlug
        years
        engines
        vehicleCount
      }
    }
  }
`);
const MODEL_PAGE = graphql(`
  query FitmentModelPage($slug: String!, $model: VehicleModelKey, $limit: Int, $offset: Int) {
    product(slug: $slug) {
      compatibleVehicles(model: $model, limit: $limit, offset: $offset) {
        id
        makeSlug
        modelSlug
        year
        engine
      }
    }
  }
`);

describe.each(testEngines())('Product.compatibleModels and the paged vehicle list (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  it('groups every fitting vehicle under its model once: counts, years and engines agree with the full list', async () => {
    const [all, grouped] = await Promise.all([
      gateway.execute(EVERY_VEHICLE, { slug: WIDE }),
      gateway.execute(MODELS, { slug: WIDE }),
    ]);
    expect(all.errors ?? grouped.errors).toBeUndefined();
    const vehicles = all.data!.product!.compatibleVehicles;
    const models = grouped.data!.product!.compatibleModels;
    expect(vehicles.length).toBeGreaterThan(1000);
    expect(models.length).toBeGreaterThan(20);
    expect(models.reduce((sum, m) => sum + m.vehicleCount, 0)).toBe(vehicles.length);
    for (const m of models) {
      const own = vehicles.filter((v) => v.makeSlug === m.makeSlug && v.modelSlug === m.modelSlug);
      expect(m.vehicleCount, `${m.make} ${m.model}`).toBe(own.length);
      expect(m.years).toEqual([...new Set(own.map((v) => v.year))].sort((a, b) => a - b));
      // The full list is newest year first, so its engines first met are the model's order.
      expect(m.engines).toEqual([...new Set(own.map((v) => v.engine))]);
      expect(own[0]).toMatchObject({ make: m.make, model: m.model });
    }
    const names = models.map((m) => `${m.make} ${m.model}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("pages one model's vehicles with limit and offset, in the full list's order", async () => {
    const [all, grouped] = await Promise.all([
      gateway.execute(EVERY_VEHICLE, { slug: WIDE }),
      gateway.execute(MODELS, { slug: WIDE }),
    ]);
    const biggest = [...grouped.data!.product!.compatibleModels].sort((a, b) => b.vehicleCount - a.vehicleCount)[0]!;
    expect(biggest.vehicleCount).toBeGreaterThan(4);
    const model = { makeSlug: biggest.makeSlug, modelSlug: biggest.modelSlug };
    const own = all.data!.product!.compatibleVehicles.filter(
      (v) => v.makeSlug === model.makeSlug && v.modelSlug === model.modelSlug,
    );
    const page = async (limit: number, offset: number) => {
      const { data, errors } = await gateway.execute(MODEL_PAGE, { slug: WIDE, model, limit, offset });
      expect(errors).toBeUndefined();
      return data!.product!.compatibleVehicles.map((v) => v.id);
    };
    const ids = own.map((v) => v.id);
    expect(await page(3, 0)).toEqual(ids.slice(0, 3));
    expect(await page(3, 3)).toEqual(ids.slice(3, 6));
    expect(await page(100, 0)).toEqual(ids.slice(0, 100));
    expect(await page(5, own.length)).toEqual([]);
    // Without a model: the same pages of the whole list.
    const { data } = await gateway.execute(MODEL_PAGE, { slug: WIDE, limit: 10, offset: 20 });
    expect(data!.product!.compatibleVehicles.map((v) => v.id)).toEqual(
      all.data!.product!.compatibleVehicles.slice(20, 30).map((v) => v.id),
    );
  });

  it('answers an empty page for a model the part does not fit (also a slug too long to be one)', async () => {
    const none = await gateway.execute(MODEL_PAGE, {
      slug: WIDE,
      model: { makeSlug: 'no-such-make', modelSlug: 'x'.repeat(500) },
    });
    expect(none.errors).toBeUndefined();
    expect(none.data!.product!.compatibleVehicles).toEqual([]);
  });

  it.each([
    [{ offset: -1 }, 'offset'],
    [{ offset: 5000 }, 'offset'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 5001 }, 'limit'],
  ])('refuses %o with ERROR_FORM_OUT_OF_RANGE on its argument', async (args, field) => {
    const { data, errors } = await gateway.execute(MODEL_PAGE, { slug: WIDE, ...args });
    expect(data?.product ?? null).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'ERROR_FORM_OUT_OF_RANGE',
      field: [field],
    });
  });
});

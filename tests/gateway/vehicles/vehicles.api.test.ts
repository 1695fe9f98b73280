import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLES } from '../../../gateway/vehicles/seed';
import { createTestGateway, dataOf, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

const SWIFT_2019_VXI = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';

const YEARS = graphql(`
  query VehiclesYears {
    vehicleYears
  }
`);
const MAKES = graphql(`
  query VehiclesMakes($y: Int!) {
    vehicleMakes(year: $y) {
      slug
      name
    }
  }
`);
const MODELS = graphql(`
  query VehiclesModels($y: Int!, $m: String!) {
    vehicleModels(year: $y, make: $m) {
      slug
      name
      makeSlug
      vehicleType
    }
  }
`);
const VEHICLES_OF_MODEL = graphql(`
  query VehiclesOfModel($y: Int!, $m: String!, $mo: String!) {
    vehicles(year: $y, make: $m, model: $mo) {
      ...VehicleFields
    }
  }
`);
const TWO_WHEELERS = graphql(`
  query VehiclesTwoWheelers {
    models: vehicleModels(year: 2023, make: "ather") {
      slug
      vehicleType
    }
    scooters: vehicles(year: 2023, make: "ather", model: "450x") {
      id
      vehicleType
      powertrain
    }
  }
`);
const NO_MATCH = graphql(`
  query VehiclesNoMatch {
    oldYear: vehicleMakes(year: 1890) {
      slug
    }
    futureYear: vehicleMakes(year: 2100) {
      slug
    }
    unknownMake: vehicleModels(year: 2019, make: "no-such-make") {
      slug
    }
    emptyMake: vehicleModels(year: 2019, make: "  ") {
      slug
    }
    wrongYear: vehicles(year: 2004, make: "maruti-suzuki", model: "swift") {
      id
    }
    unknownModel: vehicles(year: 2019, make: "maruti-suzuki", model: "no-such-model") {
      id
    }
    otherMakesModel: vehicles(year: 2019, make: "hyundai", model: "swift") {
      id
    }
  }
`);
const ANY_CASE = graphql(`
  query VehiclesAnyCase {
    vehicles(year: 2019, make: " Maruti-Suzuki ", model: "SWIFT") {
      id
    }
  }
`);
const BY_ID = graphql(`
  query VehiclesById($a: ID!, $b: ID!) {
    a: vehicle(id: $a) {
      id
      engine
    }
    b: vehicle(id: $b) {
      id
    }
  }
`);
const BY_IDS = graphql(`
  query VehiclesByIds($ids: [ID!]!) {
    vehiclesByIds(ids: $ids) {
      id
    }
  }
`);

describe('vehicles API: the picker cascade and lookups by id', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('walks years → makes → models → vehicles', async () => {
    const { vehicleYears } = dataOf(await gateway.execute(YEARS));
    const seededYears = [...new Set(VEHICLES.map((v) => v.year))].sort((a, b) => b - a);
    expect(vehicleYears).toEqual(seededYears);

    const { vehicleMakes } = dataOf(await gateway.execute(MAKES, { y: 2019 }));
    expect(vehicleMakes).toContainEqual({ slug: 'maruti-suzuki', name: 'Maruti Suzuki' });
    expect(vehicleMakes).toContainEqual({ slug: 'royal-enfield', name: 'Royal Enfield' });
    const names = vehicleMakes.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    // Ola Electric's first scooter is a 2021 model: not offered for 2019.
    expect(vehicleMakes.map((m) => m.slug)).not.toContain('ola');

    const { vehicleModels } = dataOf(await gateway.execute(MODELS, { y: 2019, m: 'maruti-suzuki' }));
    expect(vehicleModels).toContainEqual({
      slug: 'swift',
      name: 'Swift',
      makeSlug: 'maruti-suzuki',
      vehicleType: 'FOUR_WHEELER',
    });

    const { vehicles } = dataOf(await gateway.execute(VEHICLES_OF_MODEL, { y: 2019, m: 'maruti-suzuki', mo: 'swift' }));
    const expected = VEHICLES.filter(
      (v) => v.year === 2019 && v.makeSlug === 'maruti-suzuki' && v.modelSlug === 'swift',
    );
    expect(vehicles.map((v) => v.id)).toEqual(expected.map((v) => v.key));
    expect(vehicles[0]).toEqual({
      id: SWIFT_2019_VXI,
      year: 2019,
      make: 'Maruti Suzuki',
      makeSlug: 'maruti-suzuki',
      model: 'Swift',
      modelSlug: 'swift',
      engine: '1.2L K12M VXi Petrol',
      vehicleType: 'FOUR_WHEELER',
      powertrain: 'PETROL',
    });
  });

  it('serves two-wheelers and EVs through the same cascade', async () => {
    const data = dataOf(await gateway.execute(TWO_WHEELERS));
    expect(data.models).toContainEqual({ slug: '450x', vehicleType: 'TWO_WHEELER' });
    expect(data.scooters.length).toBeGreaterThan(0);
    for (const v of data.scooters) expect(v).toMatchObject({ vehicleType: 'TWO_WHEELER', powertrain: 'ELECTRIC' });
  });

  it('answers arguments that match nothing with empty lists, not errors', async () => {
    const data = dataOf(await gateway.execute(NO_MATCH));
    for (const list of Object.values(data)) expect(list).toEqual([]);
  });

  it('matches slugs trimmed and case-insensitively', async () => {
    const data = dataOf(await gateway.execute(ANY_CASE));
    expect(data.vehicles[0]!.id).toBe(SWIFT_2019_VXI);
  });

  it('rejects a year that is not an integer', async () => {
    const { errors } = await gateway.executeRaw('{ vehicleMakes(year: "2019") { slug } }');
    expect(errors?.[0]?.message).toMatch(/Int/);
  });

  it('reads one vehicle by id, null when it does not exist', async () => {
    const data = dataOf(await gateway.execute(BY_ID, { a: SWIFT_2019_VXI, b: 'maruti-suzuki/swift/1999/none' }));
    expect(data.a).toEqual({ id: SWIFT_2019_VXI, engine: '1.2L K12M VXi Petrol' });
    expect(data.b).toBeNull();
  });

  it('refreshes a garage by ids: in the order asked, each once, unknown ids left out', async () => {
    const classic = 'royal-enfield/classic-350/2022/349cc-j-series-dual-abs';
    const data = dataOf(
      await gateway.execute(BY_IDS, {
        ids: [classic, 'gone/vehicle/2019/x', SWIFT_2019_VXI, classic],
      }),
    );
    expect(data.vehiclesByIds).toEqual([{ id: classic }, { id: SWIFT_2019_VXI }]);
  });

  it('refuses more than 100 ids in one call', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `x/y/2019/${i}`);
    const { data, errors } = await gateway.execute(BY_IDS, { ids });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'ERROR_FORM_OUT_OF_RANGE',
      field: ['ids'],
    });
  });

  it('holds every seeded vehicle in the database', async () => {
    const rows = await gateway.database.db
      .selectFrom('vehicles')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(VEHICLES.length);
  });
});

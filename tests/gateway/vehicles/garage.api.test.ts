import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GARAGE_LIMIT } from '../../../gateway/vehicles/garage.service';
import { VEHICLES } from '../../../gateway/vehicles/seed';
import { testEngines } from '../../support/test-database';
import { graphql } from '../../support/graphql';
import { type AskAs, askAs, createTestGateway, rootField, type TestGateway } from '../../support/test-gateway';
import { signUp } from '../accounts/helpers';

const SWIFT = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';
const CLASSIC = 'royal-enfield/classic-350/2022/349cc-j-series-dual-abs';
const NEXON_EV = VEHICLES.find((v) => v.modelSlug === 'nexon-ev')!.key;

export const GARAGE_PAYLOAD = graphql(`
  fragment GaragePayload on GaragePayload {
    vehicles {
      id
    }
    errors {
      code
      field
    }
  }
`);
const GARAGE = graphql(`
  query Garage {
    userVehicles {
      id
    }
  }
`);
const ADD = graphql(`
  mutation GarageAdd($id: ID!) {
    addUserVehicle(vehicleId: $id) {
      ...GaragePayload
    }
  }
`);
const REMOVE = graphql(`
  mutation GarageRemove($id: ID!) {
    removeUserVehicle(vehicleId: $id) {
      ...GaragePayload
    }
  }
`);
const MERGE = graphql(`
  mutation GarageMerge($ids: [ID!]!) {
    mergeUserVehicles(vehicleIds: $ids) {
      ...GaragePayload
    }
  }
`);

const ids = (...keys: string[]) => keys.map((id) => ({ id }));

// On PostgreSQL (TEST_DATABASE_URL) the concurrent case really races; PGlite serialises it.
describe.each(testEngines())('garage of signed-in shoppers (%s)', (engine) => {
  let gateway: TestGateway;
  let asha: string;
  let ravi: string;
  let as: AskAs;

  const shopper = async (email: string) => (await signUp(gateway, { email })).token;

  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    as = askAs(gateway);
    asha = await shopper('asha@example.in');
    ravi = await shopper('ravi@example.in');
  });
  afterAll(() => gateway.close());

  it('tells anonymous callers AUTH_REQUIRED and shows them an empty garage', async () => {
    const payloads = [
      rootField(await gateway.execute(ADD, { id: SWIFT })),
      rootField(await gateway.execute(REMOVE, { id: SWIFT })),
      rootField(await gateway.execute(MERGE, { ids: [SWIFT] })),
    ];
    for (const payload of payloads)
      expect(payload).toEqual({ vehicles: [], errors: [{ code: 'AUTH_REQUIRED', field: null }] });
    expect((await gateway.execute(GARAGE)).data).toEqual({ userVehicles: [] });
    const rows = await gateway.database.db.selectFrom('user_vehicles').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('adds vehicles in order, once each, and removes them', async () => {
    expect(await as(asha, ADD, { id: SWIFT })).toEqual({ vehicles: ids(SWIFT), errors: [] });
    expect(await as(asha, ADD, { id: CLASSIC })).toEqual({ vehicles: ids(SWIFT, CLASSIC), errors: [] });
    expect(await as(asha, ADD, { id: SWIFT })).toEqual({ vehicles: ids(SWIFT, CLASSIC), errors: [] });
    expect(await as(asha, GARAGE)).toEqual(ids(SWIFT, CLASSIC));
    expect(await as(asha, REMOVE, { id: SWIFT })).toEqual({ vehicles: ids(CLASSIC), errors: [] });
    expect(await as(asha, REMOVE, { id: SWIFT })).toEqual({ vehicles: ids(CLASSIC), errors: [] });
  });

  it('refuses a vehicle that does not exist', async () => {
    expect(await as(asha, ADD, { id: 'maruti-suzuki/swift/1999/none' })).toEqual({
      vehicles: ids(CLASSIC),
      errors: [{ code: 'PAGE_NOT_FOUND', field: ['vehicleId'] }],
    });
  });

  it('never shows or changes one shopper’s garage for another', async () => {
    expect(await as(ravi, GARAGE)).toEqual([]);
    // Ravi removing "Asha's" vehicle only ever touches Ravi's own garage.
    expect(await as(ravi, REMOVE, { id: CLASSIC })).toEqual({ vehicles: [], errors: [] });
    expect(await as(ravi, ADD, { id: NEXON_EV })).toEqual({ vehicles: ids(NEXON_EV), errors: [] });
    expect(await as(asha, GARAGE)).toEqual(ids(CLASSIC));
    expect(await as(ravi, GARAGE)).toEqual(ids(NEXON_EV));
  });

  it('merges the browser garage after sign-in without duplicates, skipping unknown ids', async () => {
    const merged = await as(asha, MERGE, { ids: [SWIFT, CLASSIC, 'gone/vehicle/2019/x', NEXON_EV, SWIFT] });
    expect(merged).toEqual({ vehicles: ids(CLASSIC, SWIFT, NEXON_EV), errors: [] });
    expect(await as(asha, MERGE, { ids: [] })).toEqual({ vehicles: ids(CLASSIC, SWIFT, NEXON_EV), errors: [] });
    expect(await as(ravi, GARAGE)).toEqual(ids(NEXON_EV));
  });

  it('rejects a merge of more than 100 ids without changing anything', async () => {
    const many = Array.from({ length: 101 }, (_, i) => VEHICLES[i]!.key);
    const result = await as(ravi, MERGE, { ids: many });
    expect(result).toEqual({
      vehicles: ids(NEXON_EV),
      errors: [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['vehicleIds'] }],
    });
  });

  it(`keeps at most ${GARAGE_LIMIT} vehicles, saving what fits`, async () => {
    const bulk = await shopper('bulk@example.in');
    const keys = VEHICLES.slice(0, GARAGE_LIMIT + 5).map((v) => v.key);
    const first = await as(bulk, MERGE, { ids: keys.slice(0, 40) });
    expect(first.errors).toEqual([]);
    const second = await as(bulk, MERGE, { ids: keys.slice(30) });
    expect(second.errors).toEqual([{ code: 'GARAGE_FULL', field: null }]);
    expect(second.vehicles.map((v) => v.id)).toEqual(keys.slice(0, GARAGE_LIMIT));
    expect(await as(bulk, ADD, { id: keys[GARAGE_LIMIT + 1]! })).toMatchObject({ errors: [{ code: 'GARAGE_FULL' }] });
    // Adding one already saved is still fine when full.
    expect(await as(bulk, ADD, { id: keys[0]! })).toMatchObject({ errors: [] });
  });

  it('adds concurrently without exceeding the limit or duplicating', async () => {
    const racer = await shopper('racer@example.in');
    const keys = VEHICLES.slice(200, 200 + GARAGE_LIMIT + 10).map((v) => v.key);
    await Promise.all(keys.map((id) => gateway.execute(ADD, { id }, { bearer: racer })));
    await Promise.all(keys.slice(0, 5).map((id) => gateway.execute(ADD, { id }, { bearer: racer })));
    const garage = await as(racer, GARAGE);
    expect(garage).toHaveLength(GARAGE_LIMIT);
    expect(new Set(garage.map((v) => v.id)).size).toBe(GARAGE_LIMIT);
  });
});

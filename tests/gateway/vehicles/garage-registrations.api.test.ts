import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { signUp } from '../accounts/helpers';
import { graphql } from '../../support/graphql';

const SWIFT = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';
const CLASSIC = 'royal-enfield/classic-350/2022/349cc-j-series-dual-abs';
const SET = graphql(`
  mutation Set($id: ID!, $reg: String) {
    setUserVehicleRegistration(vehicleId: $id, registration: $reg) {
      registrations {
        vehicleId
        registration {
          normalized
          display
          series
          stateCode
          plateStateCode
          rto
          bharatYear
        }
      }
      errors {
        code
        field
      }
    }
  }
`);
const LIST = graphql(`
  query GarageRegistrationsList {
    garageRegistrations {
      vehicleId
      registration {
        display
      }
    }
  }
`);
const ADD = graphql(`
  mutation GarageRegistrationsAdd($id: ID!) {
    addUserVehicle(vehicleId: $id) {
      errors {
        code
      }
    }
  }
`);

describe.each(testEngines())('registration marks of garage vehicles (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  async function shopperWith(...vehicleIds: string[]) {
    const shopper = await signUp(gateway);
    for (const id of vehicleIds) await gateway.execute(ADD, { id }, shopper.as);
    return shopper;
  }
  const stored = async (userId: string) =>
    gateway.database.db
      .selectFrom('user_vehicles')
      .select(['vehicle_id', 'registration'])
      .where('user_id', '=', userId)
      .orderBy('seq')
      .execute();

  it('labels a garage vehicle with a validated, normalised mark and its state and RTO', async () => {
    const shopper = await shopperWith(SWIFT, CLASSIC);
    const set = await gateway.execute(SET, { id: SWIFT, reg: ' ts-09 ea 1234 ' }, shopper.as);
    expect(set.data!.setUserVehicleRegistration).toEqual({
      registrations: [
        {
          vehicleId: SWIFT,
          registration: {
            normalized: 'TS09EA1234',
            display: 'TS 09 EA 1234',
            series: 'STATE',
            stateCode: 'TS',
            plateStateCode: 'TS',
            rto: '09',
            bharatYear: null,
          },
        },
      ],
      errors: [],
    });
    const bh = await gateway.execute(SET, { id: CLASSIC, reg: '22 BH 1234 AA' }, shopper.as);
    expect(bh.data!.setUserVehicleRegistration.registrations[1]!.registration).toMatchObject({
      series: 'BHARAT',
      stateCode: null,
      rto: null,
      bharatYear: 2022,
    });
    expect((await gateway.execute(LIST, {}, shopper.as)).data!.garageRegistrations).toEqual([
      { vehicleId: SWIFT, registration: { display: 'TS 09 EA 1234' } },
      { vehicleId: CLASSIC, registration: { display: '22 BH 1234 AA' } },
    ]);
    expect(await stored(shopper.user.id)).toEqual([
      { vehicle_id: SWIFT, registration: 'TS09EA1234' },
      { vehicle_id: CLASSIC, registration: '22BH1234AA' },
    ]);
  });

  it('refuses bad marks with a typed error on the field and writes nothing', async () => {
    const shopper = await shopperWith(SWIFT, CLASSIC);
    await gateway.execute(SET, { id: SWIFT, reg: 'KA01M9' }, shopper.as);
    const cases: [string, string, string][] = [
      [CLASSIC, 'hello', 'REGISTRATION_MALFORMED'],
      [CLASSIC, 'XX 01 AB 1234', 'REGISTRATION_UNKNOWN_STATE'],
      [CLASSIC, 'ka 01 m 0009', 'REGISTRATION_ALREADY_IN_GARAGE'],
    ];
    for (const [id, reg, code] of cases) {
      const answer = (await gateway.execute(SET, { id, reg }, shopper.as)).data!.setUserVehicleRegistration;
      expect(answer.errors).toEqual([{ code, field: ['registration'] }]);
    }
    const notInGarage = await gateway.execute(
      SET,
      { id: 'honda/city/2019/1.5-v-petrol', reg: 'MH12AB1234' },
      shopper.as,
    );
    expect(notInGarage.data!.setUserVehicleRegistration.errors).toEqual([
      { code: 'PAGE_NOT_FOUND', field: ['vehicleId'] },
    ]);
    expect(await stored(shopper.user.id)).toEqual([
      { vehicle_id: SWIFT, registration: 'KA01M0009' },
      { vehicle_id: CLASSIC, registration: null },
    ]);
  });

  it("removes a label with blank text, and never touches another shopper's garage", async () => {
    const asha = await shopperWith(SWIFT);
    const ravi = await shopperWith(SWIFT);
    await gateway.execute(SET, { id: SWIFT, reg: 'DL 3C AB 1234' }, asha.as);
    const same = await gateway.execute(SET, { id: SWIFT, reg: 'DL 3C AB 1234' }, ravi.as);
    expect(same.data!.setUserVehicleRegistration.errors).toEqual([]);
    const cleared = await gateway.execute(SET, { id: SWIFT, reg: '  ' }, ravi.as);
    expect(cleared.data!.setUserVehicleRegistration).toEqual({ registrations: [], errors: [] });
    expect(await stored(asha.user.id)).toEqual([{ vehicle_id: SWIFT, registration: 'DL3CAB1234' }]);
    expect(
      (await gateway.execute(SET, { id: SWIFT, reg: null }, asha.as)).data!.setUserVehicleRegistration.errors,
    ).toEqual([]);
    expect(await stored(asha.user.id)).toEqual([{ vehicle_id: SWIFT, registration: null }]);
  });

  it('asks anonymous callers to sign in', async () => {
    const answer = await gateway.execute(SET, { id: SWIFT, reg: 'MH12AB1234' });
    expect(answer.data!.setUserVehicleRegistration).toEqual({
      registrations: [],
      errors: [{ code: 'AUTH_REQUIRED', field: null }],
    });
    expect((await gateway.execute(LIST)).data).toEqual({ garageRegistrations: [] });
  });
});

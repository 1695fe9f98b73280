import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeVinForVehicle } from '../../../gateway/vehicles/vin-match';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { vehicle, withChar, withValidCheckDigit } from './helpers';

const LOOKUP = `query($vin: String!) {
  vehicleByVin(vin: $vin) { vin exact reason vehicle { id year make model engine } candidates { id } }
}`;

const SWIFT = vehicle('maruti-suzuki/swift/2019/1.2-vxi-petrol');
const CLASSIC = vehicle('royal-enfield/classic-350/2022/349cc-j-series-dual-abs');

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

  it('finds the exact vehicle of a VIN built for it', async () => {
    const vin = encodeVinForVehicle(SWIFT, 123_456);
    expect(await lookup(vin)).toEqual({
      vin,
      exact: true,
      reason: null,
      vehicle: { id: SWIFT.key, year: 2019, make: 'Maruti Suzuki', model: 'Swift', engine: SWIFT.engine },
      candidates: [{ id: SWIFT.key }],
    });
  });

  it('normalises the VIN (spaces, lower case) and validates check digits where the make uses them', async () => {
    const vin = encodeVinForVehicle(CLASSIC, 42);
    const result = await lookup(`  ${vin.toLowerCase()} `);
    expect(result).toMatchObject({ vin, exact: true, reason: null, vehicle: { id: CLASSIC.key } });
  });

  it('offers every variant of the model when the engine code is unknown', async () => {
    const vin = withValidCheckDigit(withChar(encodeVinForVehicle(SWIFT, 7), 7, 'Z'));
    const result = await lookup(vin);
    expect(result.exact).toBe(false);
    expect(result.reason).toBeNull();
    const ids = result.candidates.map((c: { id: string }) => c.id);
    expect(ids).toContain(SWIFT.key);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids.every((id: string) => id.startsWith('maruti-suzuki/swift/'))).toBe(true);
  });

  const valid = encodeVinForVehicle(SWIFT, 1);
  it.each([
    ['EMPTY', ''],
    ['EMPTY', '   '],
    ['MALFORMED', 'error'],
    ['MALFORMED', valid.slice(0, 16)],
    ['MALFORMED', `${valid}1`],
    ['MALFORMED', `${valid.slice(0, 16)}-`],
    ['FORBIDDEN_CHARACTERS', withChar(valid, 12, 'O')],
    [
      'BAD_CHECK_DIGIT',
      withChar(encodeVinForVehicle(CLASSIC, 1), 9, encodeVinForVehicle(CLASSIC, 1)[8] === '1' ? '2' : '1'),
    ],
    ['UNKNOWN_MANUFACTURER', withChar(withChar(withChar(valid, 1, 'W'), 2, 'V'), 3, 'W')],
    // A Swift VIN whose year code says 2010: the Swift data starts in 2015.
    ['NO_MATCHING_VEHICLE', withValidCheckDigit(withChar(valid, 10, 'A'))],
    // Maruti's WMI with a model code no Maruti model has.
    ['NO_MATCHING_VEHICLE', withValidCheckDigit(withChar(withChar(withChar(valid, 4, '9'), 5, '9'), 6, '9'))],
  ])('answers %s for %j, with no vehicle', async (reason, vin) => {
    const result = await lookup(vin);
    expect(result).toMatchObject({ reason, vehicle: null, candidates: [], exact: false });
  });

  it('echoes at most a short prefix of absurdly long input', async () => {
    const result = await lookup('A'.repeat(5000));
    expect(result.reason).toBe('MALFORMED');
    expect(result.vin.length).toBeLessThanOrEqual(32);
  });

  it('answers with what the store holds', async () => {
    const nexon = vehicle('tata/nexon/2021/1.2-revotron-xz-petrol');
    await gateway.database.db
      .updateTable('vehicles')
      .set({ engine: 'Edited label' })
      .where('id', '=', nexon.key)
      .execute();
    const result = await lookup(encodeVinForVehicle(nexon, 9));
    expect(result.vehicle).toMatchObject({ id: nexon.key, engine: 'Edited label' });
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { signUp } from '../accounts/helpers';
import { book, freezeClock, ist, unfreezeClock } from './helpers';
import { graphql } from '../../support/graphql';

const SWIFT = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';
const refused = (code: string, ...field: string[]) => ({
  booking: null,
  errors: [{ code, field: field.length ? ['input', ...field] : null }],
});

describe('bookService refuses bad requests with codes and field paths', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());
  beforeEach(() => freezeClock());
  afterEach(() => unfreezeClock());

  it('SLOT_IN_PAST for a slot that has started or passed', async () => {
    expect(await book(gateway, { slotStart: ist('2027-02-26', '10:00') })).toEqual(
      refused('SLOT_IN_PAST', 'slotStart'),
    );
    freezeClock(new Date(ist('2027-03-02', '10:00')));
    expect(await book(gateway, { slotStart: ist('2027-03-02', '10:00') })).toEqual(
      refused('SLOT_IN_PAST', 'slotStart'),
    );
  });

  it('OUTSIDE_OPENING_HOURS before opening, after closing, off the grid and on a closed day', async () => {
    for (const [date, time, city] of [
      ['2027-03-02', '08:00', 'bangalore'],
      ['2027-03-02', '19:00', 'bangalore'],
      ['2027-03-02', '10:30', 'bangalore'],
      ['2027-03-07', '10:00', 'kochi'],
      ['2027-03-07', '15:00', 'bangalore'],
    ]) {
      expect(await book(gateway, { slotStart: ist(date!, time!), city })).toEqual(
        refused('OUTSIDE_OPENING_HOURS', 'slotStart'),
      );
    }
  });

  it('SERVICE_NOT_IN_CITY for a city without the service or an unknown city', async () => {
    expect(await book(gateway, { packageId: 'windshield/chip-repair', city: 'jaipur', vehicleText: 'Swift' })).toEqual(
      refused('SERVICE_NOT_IN_CITY', 'city'),
    );
    expect(await book(gateway, { city: 'Atlantis' })).toEqual(refused('SERVICE_NOT_IN_CITY', 'city'));
  });

  it('PAGE_NOT_FOUND for an unknown package or vehicle', async () => {
    expect(await book(gateway, { packageId: 'two-wheeler-service/oil-bath' })).toEqual(
      refused('PAGE_NOT_FOUND', 'packageId'),
    );
    expect(await book(gateway, { vehicleText: null, vehicleId: 'honda/activa/1890/none' })).toEqual(
      refused('PAGE_NOT_FOUND', 'vehicleId'),
    );
  });

  it('SERVICE_NOT_FOR_VEHICLE for a car at the two-wheeler service', async () => {
    expect(await book(gateway, { vehicleText: null, vehicleId: SWIFT })).toEqual(
      refused('SERVICE_NOT_FOR_VEHICLE', 'vehicleId'),
    );
  });

  it('ERROR_FORM_REQUIRED for a missing vehicle where the service needs one, not for training', async () => {
    expect(await book(gateway, { vehicleText: '  ' })).toEqual(refused('ERROR_FORM_REQUIRED', 'vehicleId'));
    const training = await book(gateway, { packageId: 'training/two-wheeler-course', vehicleText: null });
    expect(training.errors).toEqual([]);
  });

  it('ERROR_FORM_* for the guest contact fields', async () => {
    const missing = await book(gateway, { contactName: '', contactPhone: ' ', contactEmail: null });
    expect(missing.errors).toEqual([
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'contactName'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'contactPhone'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'contactEmail'] },
    ]);
    expect(await book(gateway, { contactPhone: '12345' })).toEqual(refused('ERROR_FORM_INVALID', 'contactPhone'));
    expect(await book(gateway, { contactEmail: 'asha.example.in' })).toEqual(
      refused('ERROR_FORM_INCORRECT_EMAIL', 'contactEmail'),
    );
    expect(await book(gateway, { contactName: 'A'.repeat(101) })).toEqual(
      refused('ERROR_FORM_TOO_LONG', 'contactName'),
    );
  });

  it('ERROR_FORM_TOO_LONG for notes and vehicle text; ERROR_FORM_INVALID for both vehicle kinds and a bad key', async () => {
    expect(await book(gateway, { notes: 'n'.repeat(501) })).toEqual(refused('ERROR_FORM_TOO_LONG', 'notes'));
    expect(await book(gateway, { vehicleText: 'v'.repeat(121) })).toEqual(
      refused('ERROR_FORM_TOO_LONG', 'vehicleText'),
    );
    expect(await book(gateway, { vehicleId: 'honda/activa-6g/2021/109.51cc-std' })).toEqual(
      refused('ERROR_FORM_INVALID', 'vehicleText'),
    );
    expect(await book(gateway, { idempotencyKey: 'short' })).toEqual(refused('ERROR_FORM_INVALID', 'idempotencyKey'));
  });

  it('reports every problem at once', async () => {
    const { errors } = await book(gateway, {
      city: 'jaipur',
      packageId: 'windshield/chip-repair',
      contactPhone: 'x',
      vehicleText: null,
      slotStart: ist('2027-02-01', '10:00'),
    });
    expect(errors.map((e) => e.code).sort()).toEqual(['ERROR_FORM_INVALID', 'SERVICE_NOT_IN_CITY', 'SLOT_IN_PAST']);
  });

  it('a malformed slot start is a GraphQL input error', async () => {
    const result = await gateway.execute(
      graphql(`
        mutation BookService {
          bookService(input: { packageId: "x", city: "x", slotStart: "tomorrow", idempotencyKey: "abcdefgh" }) {
            errors {
              code
            }
          }
        }
      `),
    );
    expect(result.errors?.length).toBe(1);
  });

  it('a signed-in shopper without a phone in the profile must give one', async () => {
    const shopper = await signUp(gateway, { firstName: 'Ravi' });
    const { errors } = await book(gateway, { contactName: null, contactPhone: null, contactEmail: null }, shopper.as);
    expect(errors).toEqual([{ code: 'ERROR_FORM_REQUIRED', field: ['input', 'contactPhone'] }]);
  });
});

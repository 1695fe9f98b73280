import { describe, expect, it } from 'vitest';
import {
  bookingReference,
  cancelDeadline,
  cityKey,
  idempotencyKeyErrors,
  mayCancel,
  optionalText,
  validateContact,
  vehicleErrors,
} from '../../../gateway/workshops/booking-rules';

const GOOD = { contactName: ' Asha Rao ', contactPhone: '+91 98450 12345', contactEmail: 'asha@example.in' };
const codes = (errors: { code: string; field: string[] | null }[]) => errors.map((e) => [e.code, e.field?.join('.')]);

describe('contact validation', () => {
  it('trims and accepts a guest contact', () => {
    expect(validateContact(GOOD, null)).toEqual({
      value: { name: 'Asha Rao', phone: '+91 98450 12345', email: 'asha@example.in' },
      errors: [],
    });
  });

  it('requires every field of a guest, with field paths', () => {
    expect(codes(validateContact({}, null).errors)).toEqual([
      ['ERROR_FORM_REQUIRED', 'input.contactName'],
      ['ERROR_FORM_REQUIRED', 'input.contactPhone'],
      ['ERROR_FORM_REQUIRED', 'input.contactEmail'],
    ]);
  });

  it('rejects a bad phone, e-mail and a long name', () => {
    const { errors } = validateContact(
      { contactName: 'x'.repeat(101), contactPhone: '12345', contactEmail: 'asha@' },
      null,
    );
    expect(codes(errors)).toEqual([
      ['ERROR_FORM_TOO_LONG', 'input.contactName'],
      ['ERROR_FORM_INVALID', 'input.contactPhone'],
      ['ERROR_FORM_INCORRECT_EMAIL', 'input.contactEmail'],
    ]);
    for (const phone of ['98450 12345', '09845012345', '+919845012345', '080 2553 1234']) {
      expect(validateContact({ ...GOOD, contactPhone: phone }, null).errors).toEqual([]);
    }
    expect(validateContact({ ...GOOD, contactPhone: '+1 415 555 0100' }, null).errors).toHaveLength(1);
  });

  it("fills a signed-in shopper's missing fields from the profile; the input wins", () => {
    const profile = { name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.in' };
    expect(validateContact({}, profile).value).toEqual({
      name: 'Ravi Kumar',
      phone: '9876543210',
      email: 'ravi@example.in',
    });
    expect(validateContact({ contactName: 'Someone Else' }, profile).value?.name).toBe('Someone Else');
    expect(codes(validateContact({}, { name: null, phone: null, email: 'ravi@example.in' }).errors)).toEqual([
      ['ERROR_FORM_REQUIRED', 'input.contactName'],
      ['ERROR_FORM_REQUIRED', 'input.contactPhone'],
    ]);
  });
});

describe('vehicle, notes and key', () => {
  it('requires a vehicle when the service does, by id or text but not both', () => {
    expect(codes(vehicleErrors({}, true))).toEqual([['ERROR_FORM_REQUIRED', 'input.vehicleId']]);
    expect(vehicleErrors({}, false)).toEqual([]);
    expect(vehicleErrors({ vehicleText: 'Activa' }, true)).toEqual([]);
    expect(vehicleErrors({ vehicleId: 'honda/activa-6g/2021/109.51cc-std' }, true)).toEqual([]);
    expect(codes(vehicleErrors({ vehicleId: 'a', vehicleText: 'b' }, true))).toEqual([
      ['ERROR_FORM_INVALID', 'input.vehicleText'],
    ]);
    expect(codes(vehicleErrors({ vehicleText: 'x'.repeat(121) }, true))).toEqual([
      ['ERROR_FORM_TOO_LONG', 'input.vehicleText'],
    ]);
  });

  it('trims optional text and limits its length', () => {
    expect(optionalText('  ', 500, 'notes')).toEqual({ value: null, errors: [] });
    expect(optionalText(' call first ', 500, 'notes').value).toBe('call first');
    expect(codes(optionalText('x'.repeat(501), 500, 'notes').errors)).toEqual([['ERROR_FORM_TOO_LONG', 'input.notes']]);
  });

  it('checks the idempotency key format', () => {
    expect(idempotencyKeyErrors('3f1c2d9e-key')).toEqual([]);
    for (const bad of ['short', 'has space here', 'x'.repeat(101)]) expect(idempotencyKeyErrors(bad)).toHaveLength(1);
  });
});

describe('cancellation cut-off', () => {
  const slot = new Date('2027-03-02T04:30:00Z'); // 10:00 IST
  it('is two hours before the slot', () => {
    expect(cancelDeadline(slot).toISOString()).toBe('2027-03-02T02:30:00.000Z');
  });
  it('allows cancelling a confirmed booking strictly before the deadline', () => {
    expect(mayCancel('CONFIRMED', slot, new Date('2027-03-02T02:29:59Z'))).toBe(true);
    expect(mayCancel('CONFIRMED', slot, new Date('2027-03-02T02:30:00Z'))).toBe(false);
    expect(mayCancel('CANCELLED', slot, new Date('2027-03-01T00:00:00Z'))).toBe(false);
  });
});

describe('references and city keys', () => {
  it('formats references with six digits at least', () => {
    expect(bookingReference(123)).toBe('GP-SVC-000123');
    expect(bookingReference(1234567)).toBe('GP-SVC-1234567');
  });
  it('reads city names as the panel writes them, with common alternative names', () => {
    expect(cityKey(' Bangalore ')).toBe('bangalore');
    expect(cityKey('Bengaluru')).toBe('bangalore');
    expect(cityKey('New Delhi')).toBe('delhi');
    expect(cityKey('Cochin')).toBe('kochi');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { signUp, waitForMail } from '../accounts/helpers';
import { BOOKING, BOOKINGS, book, BY_TOKEN, freezeClock, ist, unfreezeClock } from './helpers';
import { graphql } from '../../support/graphql';

const ACTIVA = 'honda/activa-6g/2021/109.51cc-std';
const EDIT_PROFILE = graphql(`
  mutation BookingEditProfile($email: String!, $phone: String, $firstName: String, $lastName: String) {
    editProfile(email: $email, phone: $phone, firstName: $firstName, lastName: $lastName) {
      errors {
        code
      }
    }
  }
`);
const ADD_VEHICLE = graphql(`
  mutation AddVehicle($id: ID!) {
    addUserVehicle(vehicleId: $id) {
      errors {
        code
      }
    }
  }
`);

describe('bookService, bookings and booking', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());
  beforeEach(() => freezeClock());
  afterEach(() => unfreezeClock());

  it('books a guest with name, phone and e-mail, and sends the confirmation e-mail', async () => {
    const email = `guest.${randomUUID().slice(0, 6)}@example.in`;
    const { booking, errors } = await book(gateway, { contactEmail: email, notes: ' Front brake squeaks ' });
    expect(errors).toEqual([]);
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      packageName: 'General service (up to 150 cc)',
      price: { amount: 119900, currency: 'INR' },
      slotStart: ist('2027-03-02', '10:00'),
      slotEnd: ist('2027-03-02', '11:00'),
      cancelBefore: ist('2027-03-02', '08:00'),
      cancellable: true,
      vehicleText: 'Honda Activa 6G, KA 01 AB 1234',
      vehicle: null,
      contactName: 'Asha Rao',
      contactEmail: email,
      notes: 'Front brake squeaks',
      service: { slug: 'two-wheeler-service' },
      package: { id: 'two-wheeler-service/general-service' },
      city: { slug: 'bangalore' },
    });
    expect(booking!.reference).toMatch(/^GP-SVC-\d{6}$/);
    expect(booking!.token).toMatch(/^[\w-]{43}$/);
    const [mail] = await waitForMail(gateway.outboxDir, email);
    expect(mail!.subject).toContain(booking!.reference);
    expect(mail!.text).toContain('General service (up to 150 cc)');
    expect(mail!.text).toContain('Koramangala');
    expect(mail!.links).toEqual([`${new URL(mail!.links[0]!).origin}/services/bookings/${booking!.token}`]);
  });

  it('gives every booking its own reference', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => book(gateway, { slotStart: ist('2027-03-04', `1${i}:00`) })),
    );
    const references = results.map((r) => r.booking!.reference);
    expect(new Set(references).size).toBe(5);
  });

  it('lets a guest read the booking with its token only', async () => {
    const { booking } = await book(gateway);
    const { data } = await gateway.execute(BY_TOKEN, { token: booking!.token });
    expect(data!.bookingByToken).toMatchObject({ id: booking!.id, token: booking!.token });
    // Contact data masked as orderByToken masks an order's (decision 027).
    expect(data!.bookingByToken.contactEmail).not.toBe(booking!.contactEmail);
    expect(data!.bookingByToken.contactEmail).toMatch(/^.\*\*\*@/);
    expect(data!.bookingByToken.contactPhone).toMatch(/^•+\d{4}$/);
    expect((await gateway.execute(BY_TOKEN, { token: 'x'.repeat(43) })).data!.bookingByToken).toBeNull();
    expect((await gateway.execute(BOOKING, { reference: booking!.reference })).data!.booking).toBeNull();
  });

  it('books a garage vehicle for a signed-in shopper with the profile as contact', async () => {
    const shopper = await signUp(gateway, { firstName: 'Ravi', lastName: 'Kumar' });
    await gateway.execute(
      EDIT_PROFILE,
      { email: shopper.email, phone: '9876543210', firstName: 'Ravi', lastName: 'Kumar' },
      shopper.as,
    );
    await gateway.execute(ADD_VEHICLE, { id: ACTIVA }, shopper.as);
    const input = {
      vehicleId: ACTIVA,
      vehicleText: null,
      contactName: null,
      contactPhone: null,
      contactEmail: null,
      language: 'hi',
    };
    const { booking, errors } = await book(gateway, input, shopper.as);
    expect(errors).toEqual([]);
    expect(booking).toMatchObject({
      vehicle: { id: ACTIVA },
      vehicleText: null,
      contactName: 'Ravi Kumar',
      contactPhone: '9876543210',
      contactEmail: shopper.email,
    });
    const mail = (await waitForMail(gateway.outboxDir, shopper.email, 2)).find((m) =>
      m.subject.includes(booking!.reference),
    );
    expect(mail!.subject).toContain('बुकिंग');
    // What was booked and where, in the booking's language; the workshop's name as written.
    expect(mail!.text).toContain('दोपहिया सर्विस: सामान्य सर्विस (150 सीसी तक)');
    expect(mail!.text).toContain('41, 5वाँ क्रॉस, कोरमंगला 6वाँ ब्लॉक, बेंगलुरु 560095');
    expect(mail!.text).not.toContain('General service');
    expect(mail!.text).not.toContain('5th Cross');
    expect(mail!.links[0]).toMatch(/\/account\/bookings$/);

    const list = await gateway.execute(BOOKINGS, {}, shopper.as);
    expect(list.data!.bookings.map((b: any) => b.id)).toEqual([booking!.id]);
    expect(list.data!.bookings[0]!.token).toBeNull();
    const one = await gateway.execute(BOOKING, { reference: booking!.reference.toLowerCase() }, shopper.as);
    expect(one.data!.booking).toMatchObject({ id: booking!.id, cancellable: true });
  });

  it("never shows one shopper another's booking", async () => {
    const owner = await signUp(gateway);
    const other = await signUp(gateway);
    const { booking } = await book(gateway, { slotStart: ist('2027-03-05', '15:00') }, owner.as);
    expect((await gateway.execute(BOOKING, { reference: booking!.reference }, other.as)).data!.booking).toBeNull();
    expect((await gateway.execute(BOOKINGS, {}, other.as)).data!.bookings).toEqual([]);
    expect((await gateway.execute(BOOKINGS)).data!.bookings).toEqual([]);
    expect((await gateway.execute(BOOKING, { reference: booking!.reference })).data!.booking).toBeNull();
  });

  it("lists a shopper's bookings latest slot first", async () => {
    const shopper = await signUp(gateway);
    const early = await book(gateway, { slotStart: ist('2027-03-02', '09:00') }, shopper.as);
    const late = await book(gateway, { slotStart: ist('2027-03-09', '09:00') }, shopper.as);
    const { data } = await gateway.execute(BOOKINGS, {}, shopper.as);
    expect(data!.bookings.map((b: any) => b.id)).toEqual([late.booking!.id, early.booking!.id]);
  });

  it('answers a retried request with the first booking and refuses a reused key', async () => {
    const idempotencyKey = randomUUID();
    const retry = { idempotencyKey, contactEmail: 'retry@example.in', slotStart: ist('2027-03-08', '14:00') };
    const first = await book(gateway, retry);
    const again = await book(gateway, retry);
    expect(again.booking!.id).toBe(first.booking!.id);
    const twice = await Promise.all(
      [1, 2].map(() =>
        book(gateway, {
          idempotencyKey: 'double-click-1',
          contactEmail: 'retry@example.in',
          slotStart: ist('2027-03-08', '15:00'),
        }),
      ),
    );
    expect(twice[0]!.booking!.id).toBe(twice[1]!.booking!.id);
    const reused = await book(gateway, { ...retry, notes: 'other' });
    expect(reused).toEqual({
      booking: null,
      errors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: ['input', 'idempotencyKey'] }],
    });
  });
});

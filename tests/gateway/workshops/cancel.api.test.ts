import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { signUp } from '../accounts/helpers';
import { book, BOOKING, CANCEL, freezeClock, ist, SLOTS, unfreezeClock } from './helpers';

describe('cancelBooking', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());
  beforeEach(() => freezeClock());
  afterEach(() => unfreezeClock());

  const remaining = async (start: string) => {
    const { data } = await gateway.execute(SLOTS, {
      serviceId: 'two-wheeler-service',
      city: 'bangalore',
      from: start.slice(0, 10),
      to: start.slice(0, 10),
    });
    return data!.serviceSlots.find((s: any) => s.start === start)?.remaining;
  };

  it('lets the owner cancel, gives the place back and answers a second cancel unchanged', async () => {
    const shopper = await signUp(gateway);
    const start = ist('2027-03-03', '15:00');
    const { booking } = await book(gateway, { slotStart: start }, shopper.as);
    expect(await remaining(start)).toBe(2);
    const result = await gateway.execute(CANCEL, { id: booking!.id }, shopper.as);
    expect(result.data!.cancelBooking).toEqual({
      booking: { id: booking!.id, status: 'CANCELLED', cancellable: false },
      errors: [],
    });
    expect(await remaining(start)).toBe(3);
    const again = await gateway.execute(CANCEL, { id: booking!.id }, shopper.as);
    expect(again.data!.cancelBooking.booking.status).toBe('CANCELLED');
    expect(await remaining(start)).toBe(3);
    const read = await gateway.execute(BOOKING, { reference: booking!.reference }, shopper.as);
    expect(read.data!.booking).toMatchObject({ status: 'CANCELLED', cancellable: false });
  });

  it('refuses from 2 hours before the slot with BOOKING_CANCEL_TOO_LATE', async () => {
    const shopper = await signUp(gateway);
    const start = ist('2027-03-01', '16:00');
    const { booking } = await book(gateway, { slotStart: start }, shopper.as);
    freezeClock(new Date(ist('2027-03-01', '13:59')));
    expect(
      (await gateway.execute(BOOKING, { reference: booking!.reference }, shopper.as)).data!.booking.cancellable,
    ).toBe(true);
    freezeClock(new Date(ist('2027-03-01', '14:00')));
    expect(
      (await gateway.execute(BOOKING, { reference: booking!.reference }, shopper.as)).data!.booking.cancellable,
    ).toBe(false);
    const late = await gateway.execute(CANCEL, { id: booking!.id }, shopper.as);
    expect(late.data!.cancelBooking).toEqual({
      booking: null,
      errors: [{ code: 'BOOKING_CANCEL_TOO_LATE', field: ['id'] }],
    });
  });

  it('never lets another shopper or an anonymous caller cancel', async () => {
    const owner = await signUp(gateway);
    const other = await signUp(gateway);
    const { booking } = await book(gateway, { slotStart: ist('2027-03-03', '17:00') }, owner.as);
    const foreign = await gateway.execute(CANCEL, { id: booking!.id }, other.as);
    expect(foreign.data!.cancelBooking).toEqual({ booking: null, errors: [{ code: 'PAGE_NOT_FOUND', field: ['id'] }] });
    const anonymous = await gateway.execute(CANCEL, { id: booking!.id });
    expect(anonymous.data!.cancelBooking).toEqual({ booking: null, errors: [{ code: 'AUTH_REQUIRED', field: null }] });
    const wrongToken = await gateway.execute(CANCEL, { id: booking!.id, token: 'y'.repeat(43) });
    expect(wrongToken.data!.cancelBooking.errors).toEqual([{ code: 'PAGE_NOT_FOUND', field: ['id'] }]);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await gateway.execute(CANCEL, { id }, owner.as)).data!.cancelBooking.errors).toEqual([
        { code: 'PAGE_NOT_FOUND', field: ['id'] },
      ]);
    }
    expect((await gateway.execute(BOOKING, { reference: booking!.reference }, owner.as)).data!.booking.status).toBe(
      'CONFIRMED',
    );
  });

  it('lets a guest cancel with the booking token', async () => {
    const start = ist('2027-03-03', '18:00');
    const { booking } = await book(gateway, { slotStart: start });
    const result = await gateway.execute(CANCEL, { id: booking!.id, token: booking!.token });
    expect(result.data!.cancelBooking).toEqual({
      booking: { id: booking!.id, status: 'CANCELLED', cancellable: false },
      errors: [],
    });
    expect(await remaining(start)).toBe(3);
  });

  it('frees the place for someone else when a full slot is cancelled', async () => {
    const start = ist('2027-03-04', '09:00');
    const shopper = await signUp(gateway);
    const mine = await book(gateway, { slotStart: start }, shopper.as);
    await book(gateway, { slotStart: start });
    await book(gateway, { slotStart: start });
    expect((await book(gateway, { slotStart: start })).errors).toEqual([
      { code: 'SLOT_FULL', field: ['input', 'slotStart'] },
    ]);
    await gateway.execute(CANCEL, { id: mine.booking!.id }, shopper.as);
    expect((await book(gateway, { slotStart: start })).errors).toEqual([]);
    expect(await remaining(start)).toBe(0);
  });
});

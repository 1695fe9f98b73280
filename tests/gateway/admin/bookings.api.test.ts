import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { adminGraphql } from '../../support/graphql';
import { type AskAsStaff, askAsStaff, createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { book, freezeClock, ist, SLOTS, unfreezeClock } from '../workshops/helpers';
import { auditEntries, outboxMails } from './helpers';

const SERVICE = 'two-wheeler-service';
const CITY = 'bangalore';
const CAPACITY = 3; // two-wheeler service in Bangalore, 60-minute slots
const DATE = '2027-03-02'; // a Tuesday; the clock is frozen at Monday 1 March 2027, 08:00 IST

export const BOOKING = adminGraphql(
  `fragment AdminBookingFields on Booking { id reference status slotStart slotEnd contactEmail orderNumber }`,
);
const DAY = adminGraphql(`query AdminBookingDay($serviceId: ID!, $city: String!, $date: Date!) {
  bookingDay(serviceId: $serviceId, city: $city, date: $date) {
    city date slots { start end capacity booked blocked onGrid bookings { ...AdminBookingFields } } } }`);
const BLOCK = adminGraphql(`mutation AdminBlockSlot($start: DateTime!, $blocked: Boolean!, $city: String! = "bangalore",
  $serviceId: ID! = "two-wheeler-service") {
  setSlotBlocked(serviceId: $serviceId, city: $city, start: $start, blocked: $blocked) {
    slot { start capacity booked blocked bookings { reference } } errors { code field } } }`);
const MOVE = adminGraphql(`mutation AdminMoveBooking($id: ID!, $slotStart: DateTime!) {
  moveBooking(id: $id, slotStart: $slotStart) { booking { ...AdminBookingFields } errors { code field } } }`);
const CANCEL = adminGraphql(`mutation AdminCancelBooking($id: ID!) {
  cancelBooking(id: $id) { booking { ...AdminBookingFields } errors { code field } } }`);
const SERVICES = adminGraphql(`query AdminBookingServices { bookingServices { id name cities { slug name } } }`);

const at = (time: string) => ist(DATE, time);

describe.each(testEngines())('back-office bookings on %s', (engine) => {
  let admin: TestAdmin;
  let ops: string;
  let owner: string;
  let emails = 0;
  let as: AskAsStaff;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    as = askAsStaff(admin);
    // Sessions are made at the frozen "now", so that they have not expired then.
    freezeClock();
    ops = await admin.staffCookie('OPERATIONS', `ops.bookings.${engine}@gaadiparts.test`);
    owner = await admin.staffCookie('OWNER');
    unfreezeClock();
  });
  afterAll(() => admin.close());
  beforeEach(() => freezeClock());
  afterEach(() => unfreezeClock());

  const bookAt = async (time: string, overrides: Record<string, unknown> = {}) => {
    const { booking, errors } = await book(admin.shop, {
      slotStart: at(time),
      contactEmail: `shopper${++emails}.${engine}@example.in`,
      ...overrides,
    });
    expect(errors).toEqual([]);
    return booking!;
  };
  const day = async (date = DATE) => (await as(ops, DAY, { serviceId: SERVICE, city: CITY, date }))!;
  const slotOf = async (time: string) => (await day()).slots.find((s) => s.start === at(time))!;
  const shopperSlots = async () =>
    (await admin.shop.execute(SLOTS, { serviceId: SERVICE, city: CITY, from: DATE, to: DATE })).data!.serviceSlots;

  it('lists the services with their cities, and a day of slots with capacity, booked and bookings', async () => {
    const services = await as(ops, SERVICES);
    expect(services.find((s) => s.id === SERVICE)!.cities.map((c) => c.slug)).toContain(CITY);

    const booking = await bookAt('09:00');
    const view = await day();
    expect(view.city).toBe(CITY);
    expect(view.slots.length).toBeGreaterThan(4);
    expect(view.slots.every((s) => s.onGrid && s.capacity === CAPACITY)).toBe(true);
    const slot = await slotOf('09:00');
    expect(slot).toMatchObject({ booked: 1, blocked: false, end: at('10:00') });
    expect(slot.bookings).toEqual([expect.objectContaining({ reference: booking.reference, status: 'CONFIRMED' })]);

    expect(await as(ops, DAY, { serviceId: SERVICE, city: 'nowhere', date: DATE })).toBeNull();
    const far = await admin.execute(DAY, { serviceId: SERVICE, city: CITY, date: '2030-01-01' }, { cookie: ops });
    expect(far.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'ERROR_FORM_OUT_OF_RANGE' });
  });

  it('refuses every bookings operation to the catalogue role and to shoppers', async () => {
    const catalogue = await admin.staffCookie('CATALOGUE'); // made at the frozen "now" (beforeEach)
    const nobody = '00000000-0000-4000-8000-000000000000';
    const caller = { cookie: catalogue };
    for (const result of [
      await admin.execute(DAY, { serviceId: SERVICE, city: CITY, date: DATE }, caller),
      await admin.execute(SERVICES, {}, caller),
      await admin.execute(BLOCK, { start: at('12:00'), blocked: true }, caller),
      await admin.execute(MOVE, { id: nobody, slotStart: at('12:00') }, caller),
      await admin.execute(CANCEL, { id: nobody }, caller),
    ]) {
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 'STAFF_FORBIDDEN' });
      expect(Object.values(result.data ?? {}).every((value) => value === null)).toBe(true);
    }
    expect((await slotOf('12:00')).blocked).toBe(false);
  });

  it('blocks a slot: the shop no longer offers it and refuses to book it, its bookings stay; unblocking reopens it', async () => {
    const kept = await bookAt('13:00');
    const blocked = await as(ops, BLOCK, { start: at('13:00'), blocked: true });
    expect(blocked).toEqual({
      slot: {
        start: at('13:00'),
        capacity: CAPACITY,
        booked: 1,
        blocked: true,
        bookings: [{ reference: kept.reference }],
      },
      errors: [],
    });
    expect((await shopperSlots()).map((s) => s.start)).not.toContain(at('13:00'));
    const refused = await book(admin.shop, { slotStart: at('13:00'), contactEmail: `late.${engine}@example.in` });
    expect(refused).toEqual({ booking: null, errors: [{ code: 'SLOT_BLOCKED', field: ['input', 'slotStart'] }] });

    // A slot nobody booked yet can be blocked too (its row is made then).
    expect((await as(ops, BLOCK, { start: at('16:00'), blocked: true })).slot).toMatchObject({
      booked: 0,
      blocked: true,
    });
    expect((await shopperSlots()).map((s) => s.start)).not.toContain(at('16:00'));

    expect((await as(ops, BLOCK, { start: at('13:00'), blocked: false })).slot.blocked).toBe(false);
    expect((await shopperSlots()).find((s) => s.start === at('13:00'))).toMatchObject({ remaining: CAPACITY - 1 });
    await bookAt('13:00');

    const entries = await auditEntries(admin, owner);
    const key = `${SERVICE}/${CITY}/${at('13:00')}`;
    expect(
      entries.filter((e) => e.entityId === key).map((e) => [e.operation, e.before.blocked, e.after.blocked]),
    ).toEqual([
      ['setSlotBlocked', true, false],
      ['setSlotBlocked', false, true],
    ]);
    expect(entries.find((e) => e.entityId === key)!.staffEmail).toBe(`ops.bookings.${engine}@gaadiparts.test`);
  });

  it('answers typed errors for slots that cannot be blocked', async () => {
    expect((await as(ops, BLOCK, { start: at('13:10'), blocked: true })).errors).toEqual([
      { code: 'OUTSIDE_OPENING_HOURS', field: ['start'] },
    ]);
    expect((await as(ops, BLOCK, { start: ist('2027-02-26', '10:00'), blocked: true })).errors).toEqual([
      { code: 'SLOT_IN_PAST', field: ['start'] },
    ]);
    expect((await as(ops, BLOCK, { start: at('10:00'), blocked: true, serviceId: 'nothing' })).errors).toEqual([
      { code: 'PAGE_NOT_FOUND', field: ['serviceId'] },
    ]);
    expect(
      (await as(ops, BLOCK, { start: at('10:00'), blocked: true, serviceId: 'windshield', city: 'kochi' })).errors,
    ).toEqual([{ code: 'SERVICE_NOT_IN_CITY', field: ['city'] }]);
  });

  it('moves a booking to a slot with a place: places follow, the shopper is e-mailed in their language, the audit says before → after', async () => {
    const booking = await bookAt('10:00', { language: 'hi' });
    const moved = await as(ops, MOVE, { id: booking.id, slotStart: at('11:00') });
    expect(moved).toEqual({
      booking: expect.objectContaining({ reference: booking.reference, slotStart: at('11:00'), slotEnd: at('12:00') }),
      errors: [],
    });
    expect(await slotOf('10:00')).toMatchObject({ booked: 0, bookings: [] });
    expect((await slotOf('11:00')).bookings.map((b) => b.reference)).toContain(booking.reference);

    const mails = (await outboxMails(admin.shop.outboxDir)).filter((m) => m.to === booking.contactEmail);
    const mail = mails.find((m) => m.subject === `GaadiParts बुकिंग ${booking.reference}: नया समय`)!;
    expect(mail.text).toContain('वर्कशॉप ने आपकी बुकिंग');
    // The workshop's address in the booking's language, not the English of its row.
    expect(mail.text).toContain('41, 5वाँ क्रॉस, कोरमंगला 6वाँ ब्लॉक, बेंगलुरु 560095');
    expect(mail.text).not.toContain('5th Cross');
    expect(mail.text).toContain(`/services/bookings/${booking.token}`);

    const entry = (await auditEntries(admin, owner)).find((e) => e.entityId === booking.reference)!;
    expect(entry).toMatchObject({
      operation: 'moveBooking',
      entityType: 'booking',
      before: { slotStart: at('10:00'), status: 'CONFIRMED' },
      after: { slotStart: at('11:00'), status: 'CONFIRMED' },
    });
    expect(JSON.stringify(entry)).not.toContain(booking.token);
  });

  it('moves a booking no further than a shopper may book (365 days, decision 066), which the day view shows; beyond it, a typed refusal and nothing moved', async () => {
    // Another day than the other tests' (DATE), whose slots they count.
    const booking = await bookAt('10:00', { slotStart: ist('2027-03-04', '10:00') });
    const move = async (slotStart: string) => (await as(ops, MOVE, { id: booking.id, slotStart })).errors;
    // 365 days after the frozen now end at 08:00 on 29 February 2028.
    for (const far of [ist('2028-02-29', '10:00'), ist('2028-03-01', '10:00'), ist('2030-01-01', '10:00')])
      expect(await move(far)).toEqual([{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['slotStart'] }]);
    expect((await day('2027-03-04')).slots.find((s) => s.start === ist('2027-03-04', '10:00'))).toMatchObject({
      booked: 1,
    });
    // The last bookable day takes it, and the day view shows it there.
    expect(await move(ist('2028-02-28', '10:00'))).toEqual([]);
    const far = await day('2028-02-28');
    expect(
      far.slots.flatMap((s: { bookings: { reference: string }[] }) => s.bookings.map((b) => b.reference)),
    ).toContain(booking.reference);
  });

  it('refuses moves to a full, blocked, past, off-grid or the same slot, and of unknown or cancelled bookings', async () => {
    const booking = await bookAt('14:00');
    for (let i = 0; i < CAPACITY; i++) await bookAt('15:00');
    await as(ops, BLOCK, { start: at('17:00'), blocked: true });
    const move = async (slotStart: string, id = booking.id) => (await as(ops, MOVE, { id, slotStart })).errors;
    expect(await move(at('15:00'))).toEqual([{ code: 'SLOT_FULL', field: ['slotStart'] }]);
    expect(await move(at('17:00'))).toEqual([{ code: 'SLOT_BLOCKED', field: ['slotStart'] }]);
    expect(await move(ist('2027-02-26', '10:00'))).toEqual([{ code: 'SLOT_IN_PAST', field: ['slotStart'] }]);
    expect(await move(at('14:30'))).toEqual([{ code: 'OUTSIDE_OPENING_HOURS', field: ['slotStart'] }]);
    expect(await move(at('14:00'))).toEqual([{ code: 'BOOKING_SAME_SLOT', field: ['slotStart'] }]);
    expect(await move(at('12:00'), '00000000-0000-4000-8000-000000000000')).toEqual([
      { code: 'PAGE_NOT_FOUND', field: ['id'] },
    ]);
    expect(await move(at('12:00'), 'not-an-id')).toEqual([{ code: 'PAGE_NOT_FOUND', field: ['id'] }]);
    // Nothing moved: the places are where they were.
    expect(await slotOf('14:00')).toMatchObject({ booked: 1 });
    expect(await slotOf('15:00')).toMatchObject({ booked: CAPACITY });

    expect((await as(ops, CANCEL, { id: booking.id })).booking.status).toBe('CANCELLED');
    expect(await move(at('12:00'))).toEqual([{ code: 'BOOKING_NOT_CONFIRMED', field: ['id'] }]);
    expect((await as(ops, CANCEL, { id: booking.id })).errors).toEqual([
      { code: 'BOOKING_NOT_CONFIRMED', field: ['id'] },
    ]);
  });

  it('cancels a booking: its place goes back, the shopper is e-mailed, the audit says CONFIRMED → CANCELLED', async () => {
    const booking = await bookAt('18:00', { language: 'ta' });
    const cancelled = await as(ops, CANCEL, { id: booking.id });
    expect(cancelled.booking).toMatchObject({ reference: booking.reference, status: 'CANCELLED' });
    expect(await slotOf('18:00')).toMatchObject({ booked: 0, bookings: [] });
    const subjects = (await outboxMails(admin.shop.outboxDir)).flatMap((m) =>
      m.to === booking.contactEmail ? [m.subject] : [],
    );
    expect(subjects).toContain(`GaadiParts முன்பதிவு ${booking.reference} ரத்து செய்யப்பட்டது`);
    const entry = (await auditEntries(admin, owner)).find((e) => e.entityId === booking.reference)!;
    expect(entry).toMatchObject({
      operation: 'cancelBooking',
      before: { status: 'CONFIRMED' },
      after: { status: 'CANCELLED' },
    });
  });

  it('refuses to cancel or move a booking whose slot has started', async () => {
    const booking = await bookAt('12:00');
    freezeClock(new Date(at('12:30')));
    const later = await admin.staffCookie('OPERATIONS'); // a session of that day
    expect((await as(later, CANCEL, { id: booking.id })).errors).toEqual([{ code: 'BOOKING_STARTED', field: ['id'] }]);
    expect((await as(later, MOVE, { id: booking.id, slotStart: ist('2027-03-03', '10:00') })).errors).toEqual([
      { code: 'BOOKING_STARTED', field: ['id'] },
    ]);
  });

  it('moves under concurrency: six bookings raced into the last place of a slot, exactly one lands', async () => {
    const date = '2027-03-03';
    const slot = (time: string) => ist(date, time);
    const book3 = (time: string) =>
      book(admin.shop, { slotStart: slot(time), contactEmail: `race${++emails}.${engine}@example.in` });
    for (let i = 0; i < CAPACITY - 1; i++) await book3('12:00');
    const racers = [];
    for (const time of ['09:00', '09:00', '10:00', '10:00', '11:00', '11:00'])
      racers.push((await book3(time)).booking!);

    const answers = await Promise.all(racers.map((b) => as(ops, MOVE, { id: b.id, slotStart: slot('12:00') })));
    expect(answers.filter((a) => a.booking)).toHaveLength(1);
    expect(answers.filter((a) => !a.booking).flatMap((a) => a.errors)).toEqual(
      Array.from({ length: 5 }, () => ({ code: 'SLOT_FULL', field: ['slotStart'] })),
    );

    const db = admin.shop.database.db;
    const { rows } = await sql<{ start: Date; booked: number; bookings: number }>`
      select s.starts_at as start, s.booked,
        (select count(*)::int from service_bookings b where b.service_id = s.service_id and b.city = s.city
          and b.slot_start = s.starts_at and b.status = 'CONFIRMED') as bookings
      from service_slots s where s.service_id = ${SERVICE} and s.city = ${CITY}
        and s.starts_at >= ${new Date(slot('00:00'))} and s.starts_at < ${new Date(ist('2027-03-04', '00:00'))}
      order by s.starts_at`.execute(db);
    // Every slot's counter matches its bookings; the target is full, the sources gave up one place in all.
    expect(rows.every((r) => r.booked === r.bookings)).toBe(true);
    expect(rows.find((r) => new Date(r.start).toISOString() === slot('12:00'))!.booked).toBe(CAPACITY);
    expect(rows.reduce((sum, r) => sum + r.booked, 0)).toBe(CAPACITY - 1 + racers.length);
  });
});

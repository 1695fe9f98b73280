import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { book, freezeClock, ist, NOW, SLOTS, unfreezeClock } from './helpers';

const slots = (gateway: TestGateway, variables: Record<string, unknown>) =>
  gateway.execute(SLOTS, {
    serviceId: 'two-wheeler-service',
    city: 'bangalore',
    from: '2027-03-01',
    to: '2027-03-01',
    ...variables,
  });

describe('serviceSlots', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());
  beforeEach(() => freezeClock());
  afterEach(() => unfreezeClock());

  it("lists the day's future slots in IST with the city's capacity", async () => {
    const { data, errors } = await slots(gateway, { from: '2027-03-02', to: '2027-03-02' });
    expect(errors).toBeUndefined();
    expect(data!.serviceSlots).toHaveLength(10);
    expect(data!.serviceSlots[0]).toEqual({
      start: ist('2027-03-02', '09:00'),
      end: ist('2027-03-02', '10:00'),
      capacity: 3,
      remaining: 3,
    });
    expect(data!.serviceSlots.at(-1)!.end).toBe(ist('2027-03-02', '19:00'));
  });

  it('has slots in the cities added after the spec (Hyderabad, Pune, Ahmedabad, Lucknow)', async () => {
    for (const [city, first, capacity] of [
      ['hyderabad', '09:00', 3],
      ['pune', '09:00', 4],
      ['ahmedabad', '09:00', 3],
      ['lucknow', '09:30', 3],
    ] as const) {
      const { data, errors } = await slots(gateway, { city, from: '2027-03-02', to: '2027-03-02' });
      expect(errors, city).toBeUndefined();
      expect(data!.serviceSlots[0], city).toMatchObject({
        start: ist('2027-03-02', first),
        capacity,
        remaining: capacity,
      });
    }
  });

  it('leaves out slots that have started', async () => {
    freezeClock(new Date(ist('2027-03-01', '12:15')));
    const { data } = await slots(gateway, {});
    expect(data!.serviceSlots.map((s: any) => s.start)).toEqual(
      ['13:00', '14:00', '15:00', '16:00', '17:00', '18:00'].map((t) => ist('2027-03-01', t)),
    );
  });

  it("follows each city's hours: Sunday is short in Bangalore and closed in Kochi", async () => {
    const sunday = { from: '2027-03-07', to: '2027-03-07' };
    expect((await slots(gateway, sunday)).data!.serviceSlots).toHaveLength(4);
    expect((await slots(gateway, { ...sunday, city: 'kochi' })).data!.serviceSlots).toEqual([]);
    const { data } = await slots(gateway, { from: '2027-03-06', to: '2027-03-06', city: 'Kochi' });
    expect(data!.serviceSlots.map((s: any) => s.start)).toEqual(
      ['09:00', '10:00', '11:00', '12:00'].map((t) => ist('2027-03-06', t)),
    );
  });

  it('shows what is left after bookings', async () => {
    const start = ist('2027-03-03', '11:00');
    await book(gateway, { slotStart: start, contactEmail: 'a@example.in' });
    await book(gateway, { slotStart: start, contactEmail: 'b@example.in' });
    const { data } = await slots(gateway, { from: '2027-03-03', to: '2027-03-03' });
    expect(data!.serviceSlots.find((s: any) => s.start === start)).toMatchObject({ capacity: 3, remaining: 1 });
    expect(data!.serviceSlots.filter((s: any) => s.remaining === 3)).toHaveLength(9);
  });

  it('answers an empty list for an unknown service, an unknown city or a city without the service', async () => {
    for (const variables of [
      { serviceId: 'tyers' },
      { city: 'atlantis' },
      { serviceId: 'windshield', city: 'jaipur' },
      { serviceId: 'x'.repeat(300) },
    ]) {
      const { data, errors } = await slots(gateway, { ...variables, from: '2027-03-02', to: '2027-03-02' });
      expect(errors).toBeUndefined();
      expect(data!.serviceSlots).toEqual([]);
    }
  });

  it('spans at most 31 days and never runs backwards', async () => {
    expect((await slots(gateway, { from: '2027-03-01', to: '2027-03-31' })).data!.serviceSlots.length).toBeGreaterThan(
      200,
    );
    for (const [from, to, field] of [
      ['2027-03-01', '2027-04-01', 'to'],
      ['2027-03-02', '2027-03-01', 'to'],
    ]) {
      const { errors } = await slots(gateway, { from, to });
      expect(errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errorCode: 'ERROR_FORM_OUT_OF_RANGE',
        field: [field],
      });
    }
    const bad = await slots(gateway, { from: '2027-02-30', to: '2027-03-01' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('runs at the frozen clock', () => {
    expect(new Date().toISOString()).toBe(NOW.toISOString());
  });
});

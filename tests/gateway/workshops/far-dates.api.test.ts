import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { CART } from './installation.documents';
import { book, freezeClock, ist, SLOTS, unfreezeClock } from './helpers';

const FORM_INVALID = { code: 'BAD_USER_INPUT', errorCode: 'ERROR_FORM_INVALID' };

describe('far-future and impossible dates are typed errors, never a 500', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());
  beforeEach(() => freezeClock());
  afterEach(() => unfreezeClock());

  const slots = (from: string, to: string) =>
    gateway.execute(SLOTS, { serviceId: 'battery', city: 'bangalore', from, to });
  const literalSlots = (from: string, to: string) =>
    gateway.executeRaw(
      `{ serviceSlots(serviceId: "battery", city: "bangalore", from: ${JSON.stringify(from)}, to: ${JSON.stringify(to)}) { start } }`,
    );

  it.each([
    ['9999-12-30', '9999-12-31'],
    ['2026-13-45', '2026-13-45'],
    ['2027-02-29', '2027-03-01'],
    ['1999-12-31', '2000-01-01'],
  ])('serviceSlots from %s to %s: ERROR_FORM_INVALID from the Date scalar', async (from, to) => {
    const result = await literalSlots(from, to);
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.extensions).toMatchObject(FORM_INVALID);
  });

  it('serviceSlots lists no slot beyond the booking horizon (a year)', async () => {
    const result = await slots('2028-03-06', '2028-03-08');
    expect(result.errors).toBeUndefined();
    expect(result.data!.serviceSlots).toEqual([]);
    expect((await slots('2028-02-27', '2028-02-28')).data!.serviceSlots.length).toBeGreaterThan(0);
  });

  it.each([
    '9999-12-31T23:30:00Z',
    '+275760-09-13T00:00:00Z',
    '1',
    '2027-03-02',
    '2027-03-02T10:00Z',
    '2027-02-30T04:30:00Z',
  ])('a cart installation slotStart %s: ERROR_FORM_INVALID from the DateTime scalar', async (slotStart) => {
    // The value as a literal in the document, as the tester sent it.
    const result = await gateway.executeRaw(
      `
          query FarDatesCart {
            cart(lines: [{ productId: "1", quantity: 1, installation: { packageId: "battery/installation", city: "bangalore", slotStart: ${JSON.stringify(slotStart)} } }]) {
              ready
            }
          }
        `,
    );
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.extensions).toMatchObject(FORM_INVALID);
  });

  it('bookService with a slot in year 9999 answers ERROR_FORM_INVALID; one beyond the horizon ERROR_FORM_OUT_OF_RANGE', async () => {
    await expect(book(gateway, { slotStart: '9999-12-31T23:30:00Z' })).rejects.toThrow(/ERROR_FORM_INVALID/);
    expect(await book(gateway, { slotStart: ist('2028-03-07', '10:00') })).toEqual({
      booking: null,
      errors: [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['input', 'slotStart'] }],
    });
  });

  it('an offset date-time is read as the instant it names', async () => {
    const { data, errors } = await gateway.execute(CART, {
      lines: [
        {
          productId: '1',
          quantity: 1,
          installation: {
            packageId: 'battery/installation',
            city: 'bangalore',
            slotStart: '2027-03-02T10:00:00+05:30',
          },
        },
      ],
    });
    expect(errors).toBeUndefined();
    expect(data!.cart.lines[0]!.installation!.slotStart).toBe(ist('2027-03-02', '10:00'));
  });
});

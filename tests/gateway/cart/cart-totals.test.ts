import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, deliveryCharge, type GoodsLine, lineTotal } from '../../../gateway/cart/cart-totals';
import { gstEntries, totalsList } from '../../../gateway/cart/totals-list';
import { GST_SLABS_BP, type SupplyType } from '../../../rules/gst/gst';

const delivery = { fee: 2500, freeThreshold: null };
const goods = (item: number, unitPrice: number, quantity: number, rateBp = 1800): GoodsLine => ({
  item,
  description: `Part ${item}`,
  code: '8708',
  unitPrice,
  quantity,
  rateBp,
});

describe('cart totals with GST included in prices', () => {
  it('adds nothing on top: total = subtotal + delivery + installation', () => {
    const totals = cartTotals([goods(0, 134900, 1)], [], delivery, 'intra-state');
    expect(totals).toMatchObject({ quantity: 1, subtotal: 134900, shipping: 2500, tax: 0, installation: 0 });
    expect(totals.total).toBe(137400);
  });

  it('an empty cart costs nothing and has no delivery', () => {
    const totals = cartTotals([], [], delivery, null);
    expect(totals).toMatchObject({ quantity: 0, subtotal: 0, shipping: 0, total: 0 });
    expect(totals.gst.lines).toEqual([]);
  });

  it('splits CGST + SGST within the shop state and IGST across states (₹1,349 battery at 18 %)', () => {
    const intra = cartTotals([goods(0, 134900, 1)], [], { fee: 0, freeThreshold: null }, 'intra-state');
    // 134900 × 100 / 118 = 114322.03… → 114322 taxable, 20578 GST, 10289 + 10289
    expect(intra.gst.lines[0]).toMatchObject({ taxable: 114322, tax: 20578, cgst: 10289, sgst: 10289, igst: 0 });
    const inter = cartTotals([goods(0, 134900, 1)], [], { fee: 0, freeThreshold: null }, 'inter-state');
    expect(inter.gst.lines[0]).toMatchObject({ taxable: 114322, tax: 20578, cgst: 0, sgst: 0, igst: 20578 });
  });

  it('gives an odd paisa of GST to CGST', () => {
    // 11801 × 100 / 118 = 10000.85 → 10001 taxable, 1800 GST… pick one with an odd GST:
    const line = cartTotals([goods(0, 11803, 1)], [], { fee: 0, freeThreshold: null }, 'intra-state').gst.lines[0]!;
    expect(line.taxable).toBe(10003); // 10002.54 rounds half up to 10003
    expect(line.tax).toBe(1800);
    const odd = cartTotals([goods(0, 11804, 1)], [], { fee: 0, freeThreshold: null }, 'intra-state').gst.lines[0]!;
    expect(odd.tax % 2).toBe(1);
    expect(odd.cgst - odd.sgst).toBe(1);
  });

  it('rounds the taxable value half up per line', () => {
    // 5 % on 21 paise: 21 × 100 / 105 = 20 exactly; on 31: 29.52 → 30; on 1: 0.952 → 1 (no GST)
    expect(cartTotals([goods(0, 21, 1, 500)], [], delivery, null).gst.lines[0]).toMatchObject({ taxable: 20, tax: 1 });
    expect(cartTotals([goods(0, 31, 1, 500)], [], delivery, null).gst.lines[0]).toMatchObject({ taxable: 30, tax: 1 });
    expect(cartTotals([goods(0, 1, 1, 500)], [], delivery, null).gst.lines[0]).toMatchObject({ taxable: 1, tax: 0 });
  });

  it('keeps mixed rates apart and taxes delivery at the rate of the most valuable goods line', () => {
    const totals = cartTotals([goods(0, 249900, 1, 500), goods(1, 89900, 2, 1800)], [], delivery, 'inter-state');
    expect(totals.gst.byRate.map((r) => r.rateBp)).toEqual([500, 1800]);
    const deliveryLine = totals.gst.lines.at(-1)!;
    expect(deliveryLine).toMatchObject({ kind: 'delivery', code: '996812', gross: 2500, rateBp: 500 });
  });

  it('waives delivery from the free-delivery threshold on', () => {
    expect(deliveryCharge(99_999, true, { fee: 2500, freeThreshold: 100_000 })).toBe(2500);
    expect(deliveryCharge(100_000, true, { fee: 2500, freeThreshold: 100_000 })).toBe(0);
    expect(deliveryCharge(0, false, { fee: 2500, freeThreshold: null })).toBe(0);
  });

  it('lists installation services with their SAC after their line', () => {
    const totals = cartTotals(
      [goods(0, 429900, 1)],
      [{ item: 0, description: 'Battery fitting', code: '998714', price: 14900, rateBp: 1800 }],
      delivery,
      'intra-state',
    );
    expect(totals.gst.lines.map((l) => l.kind)).toEqual(['goods', 'installation', 'delivery']);
    expect(totals.installation).toBe(14900);
    expect(totals.total).toBe(429900 + 14900 + 2500);
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => lineTotal(0.5, 1)).toThrow(RangeError);
    expect(() => cartTotals([goods(0, -1, 1)], [], delivery, null)).toThrow(RangeError);
    expect(() => cartTotals([goods(0, 100, 1, 1700)], [], delivery, null)).toThrow(RangeError);
  });
});

describe('the totals list', () => {
  it('marks GST lines as included and gives the half rate to CGST and SGST', () => {
    const totals = cartTotals([goods(0, 134900, 1)], [], delivery, 'intra-state');
    const list = totalsList(totals, totals.gst);
    expect(list.map((l) => [l.type, l.rate, l.included])).toEqual([
      ['SHIPPING', null, false],
      ['CGST', '9', true],
      ['SGST', '9', true],
    ]);
    const notIncluded = list.filter((l) => !l.included).reduce((sum, l) => sum + l.price.amount, 0);
    expect(totals.subtotal + notIncluded).toBe(totals.total);
  });

  it('shows 2.5 % halves for 5 % goods, and one GST line while the state is unknown', () => {
    const totals = cartTotals([goods(0, 199900, 1, 500)], [], delivery, 'intra-state');
    expect(gstEntries('intra-state', totals.gst.byRate).map((l) => l.rate)).toEqual(['2.5', '2.5']);
    expect(gstEntries(null, totals.gst.byRate).map((l) => [l.type, l.rate])).toEqual([['GST', '5']]);
  });

  it('keeps the recorded TAX line of an order from before prices included GST', () => {
    expect(totalsList({ shipping: 2500, tax: 26980, installation: 0 }, null).map((l) => [l.type, l.included])).toEqual([
      ['SHIPPING', false],
      ['TAX', false],
    ]);
  });
});

describe('totals add up to the paisa for any cart (property)', () => {
  const line = fc.record({
    unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
    quantity: fc.integer({ min: 1, max: 999 }),
    rateBp: fc.constantFrom(...GST_SLABS_BP),
  });
  const supply = fc.constantFrom<SupplyType | null>('intra-state', 'inter-state', null);
  const policy = fc.record({
    fee: fc.integer({ min: 0, max: 100_000 }),
    freeThreshold: fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
  });

  it('every line and every rate: taxable + GST = gross, CGST + SGST + IGST = GST, sums match', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), supply, policy, (lines, s, p) => {
        const totals = cartTotals(
          lines.map((l, i) => goods(i, l.unitPrice, l.quantity, l.rateBp)),
          [],
          p,
          s,
        );
        for (const l of totals.gst.lines) {
          expect(l.taxable + l.tax).toBe(l.gross);
          // Split once the place of supply is known; one GST figure before.
          expect(l.cgst + l.sgst + l.igst).toBe(s === null ? 0 : l.tax);
          expect(l.taxable).toBeGreaterThanOrEqual(0);
          if (s === 'intra-state') expect(l.cgst - l.sgst).toBeGreaterThanOrEqual(0);
          if (s === 'intra-state') expect(l.cgst - l.sgst).toBeLessThanOrEqual(1);
          if (s !== 'intra-state') expect(l.cgst + l.sgst).toBe(0);
          if (s !== 'inter-state') expect(l.igst).toBe(0);
        }
        const gross = totals.gst.lines.reduce((sum, l) => sum + l.gross, 0);
        expect(gross).toBe(totals.total);
        expect(totals.gst.byRate.reduce((sum, r) => sum + r.gross, 0)).toBe(totals.total);
        expect(totals.gst.byRate.reduce((sum, r) => sum + r.tax, 0)).toBe(
          totals.gst.lines.reduce((sum, l) => sum + l.tax, 0),
        );
        expect(totals.total).toBe(totals.subtotal + totals.shipping + totals.installation);
        const list = totalsList(totals, totals.gst);
        const added = list.filter((l) => !l.included).reduce((sum, l) => sum + l.price.amount, 0);
        expect(totals.subtotal + added).toBe(totals.total);
      }),
      { numRuns: 500 },
    );
  });

  it('the taxable value is the exact one rounded half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...GST_SLABS_BP), (gross, rateBp) => {
        const l = cartTotals([goods(0, gross, 1, rateBp)], [], { fee: 0, freeThreshold: null }, null).gst.lines[0]!;
        // Exact: taxable = gross × 10000 / (10000 + rate); compare with BigInt arithmetic.
        const n = BigInt(gross) * 10000n;
        const d = BigInt(10000 + rateBp);
        const floor = n / d;
        const expected = (n % d) * 2n >= d ? floor + 1n : floor;
        expect(BigInt(l.taxable)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

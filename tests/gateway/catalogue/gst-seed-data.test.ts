import { describe, expect, it } from 'vitest';
import { assertPricesWithinMrp, PriceAboveMrpError } from '../../../gateway/catalogue/product-prices';
import { HSN_BY_PART_TYPE, hsnCodeOf } from '../../../gateway/catalogue/seed/hsn-codes';
import { GST_RATES } from '../../../gateway/catalogue/seed/gst-rates';
import { PRODUCTS } from '../../../gateway/catalogue/seed/index';
import { sacCodeOf } from '../../../gateway/workshops/seed/sac-codes';
import { SERVICES } from '../../../gateway/workshops/seed/services';
import { checkGstRateRow, isHsnCode, isSacCode, rateOn } from '../../../rules/gst/rates';
import { synthBatch, synthProduct } from '../../../scripts/catalogue-synth';

const TODAY = '2026-01-15';

describe('GST data of the sample catalogue and services', () => {
  it('stores only valid rate rows, one per code and date', () => {
    expect(GST_RATES.map((row) => checkGstRateRow(row)).filter(Boolean)).toEqual([]);
    const keys = GST_RATES.map((r) => `${r.code}@${r.effectiveFrom}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every product an HSN code with a rate before and after the change of 22 September 2025', () => {
    for (const p of PRODUCTS) {
      expect(isHsnCode(p.hsnCode), p.slug).toBe(true);
      expect(rateOn(GST_RATES, p.hsnCode, TODAY), p.slug).not.toBeNull();
      expect(rateOn(GST_RATES, p.hsnCode, '2025-01-15'), p.slug).not.toBeNull();
    }
  });

  it('taxes parts of cars and motorcycles at 28 % before 22 September 2025 and 18 % from then', () => {
    const battery = PRODUCTS.find((p) => p.partType === 'battery')!;
    const bikePads = PRODUCTS.find((p) => p.slug === 'endurance-front-disc-pads-bajaj-pulsar-150')!;
    expect(bikePads.hsnCode).toBe('871410');
    for (const p of [battery, bikePads]) {
      expect(rateOn(GST_RATES, p.hsnCode, '2025-09-21')).toBe(2800);
      expect(rateOn(GST_RATES, p.hsnCode, '2025-09-22')).toBe(1800);
    }
    const helmet = PRODUCTS.find((p) => p.partType === 'helmet')!;
    expect(rateOn(GST_RATES, helmet.hsnCode, TODAY)).toBe(500);
  });

  it('gives every service package a SAC code with a rate', () => {
    const ids = [...SERVICES.flatMap((s) => s.packages.map(([key]) => `${s.slug}/${key}`)), 'battery/installation'];
    for (const id of ids) {
      expect(isSacCode(sacCodeOf(id)), id).toBe(true);
      expect(rateOn(GST_RATES, sacCodeOf(id), TODAY), id).toBe(1800);
    }
    expect(sacCodeOf('pdi/new-car')).toBe('998346');
    expect(() => sacCodeOf('car-wash/basic')).toThrow(/car-wash\/basic/);
  });

  it('refuses a part type without an HSN code', () => {
    expect(hsnCodeOf('battery')).toBe(HSN_BY_PART_TYPE.battery);
    expect(() => hsnCodeOf('flux-capacitor')).toThrow(/flux-capacitor/);
  });
});

describe('the MRP rule on the write paths of products (seed, generator)', () => {
  it('sells no sample product above its MRP', () => {
    expect(() =>
      assertPricesWithinMrp(PRODUCTS.map((p) => ({ slug: p.slug, price: p.pricePaise, mrp: p.compareAtPricePaise }))),
    ).not.toThrow();
  });

  it('refuses a batch with a product above its MRP, naming it', () => {
    const batch = [
      { slug: 'fine-battery', price: 400_000, mrp: 450_000 },
      { slug: 'greedy-battery', price: 460_000, mrp: 450_000 },
      { slug: 'no-mrp-battery', price: 460_000, mrp: null },
    ];
    let error: unknown;
    try {
      assertPricesWithinMrp(batch);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PriceAboveMrpError);
    expect((error as PriceAboveMrpError).code).toBe('PRICE_ABOVE_MRP');
    expect((error as PriceAboveMrpError).products.map((p) => p.slug)).toEqual(['greedy-battery']);
    expect((error as Error).message).toContain('greedy-battery (price ₹4600 > MRP ₹4500)');
  });

  it('has the generator give HSN codes and refuse a product above its MRP', () => {
    const products = synthBatch(0, 200);
    expect(
      products.every((p) => p.hsnCode === p.template.hsnCode && rateOn(GST_RATES, p.hsnCode, TODAY) !== null),
    ).toBe(true);
    const greedy = (index: number) => {
      const p = synthProduct(index);
      return index === 3 ? { ...p, compareAtPrice: p.price - 100 } : p;
    };
    expect(() => synthBatch(0, 5, greedy)).toThrow(new RegExp(`${synthProduct(3).slug} \\(price`));
  });
});

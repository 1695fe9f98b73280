import { describe, expect, it } from 'vitest';
import {
  findMake,
  findModel,
  MODEL_KEYS,
  modelKeyOf,
  VEHICLE_BY_KEY,
  VEHICLE_MAKES,
  VEHICLE_MODELS,
  VEHICLES,
} from '../../../gateway/vehicles/seed';
import { ENGINE_CODES } from '../../../gateway/vehicles/vin-match';
import { buildWmiIndex, knownWmis, makeForWmi } from '../../../gateway/vehicles/wmi';
import { REQUIRED_MODEL_KEYS } from './helpers';

const SLUG = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;
const VIN_CHARS = /^[A-HJ-NPR-Z0-9]+$/;
const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

describe('vehicle reference data', () => {
  it('has at least 15 makes and 60 models', () => {
    expect(VEHICLE_MAKES.length).toBeGreaterThanOrEqual(15);
    expect(VEHICLE_MODELS.length).toBeGreaterThanOrEqual(60);
  });

  it('has unique make slugs, model keys and vehicle keys', () => {
    expect(unique(VEHICLE_MAKES.map((m) => m.slug))).toBe(true);
    expect(unique([...MODEL_KEYS])).toBe(true);
    expect(unique(VEHICLES.map((v) => v.key))).toBe(true);
    expect(VEHICLE_BY_KEY.size).toBe(VEHICLES.length);
  });

  it.each(REQUIRED_MODEL_KEYS)('contains the model %s', (key) => {
    expect(MODEL_KEYS).toContain(key);
    expect(VEHICLES.some((v) => modelKeyOf(v) === key)).toBe(true);
  });

  it('covers both vehicle types and electric vehicles of both types', () => {
    for (const type of ['two-wheeler', 'four-wheeler'] as const) {
      expect(VEHICLES.some((v) => v.vehicleType === type && v.powertrain === 'electric'), type).toBe(true);
      expect(VEHICLES.some((v) => v.vehicleType === type && v.powertrain === 'petrol'), type).toBe(true);
    }
    expect(VEHICLES.some((v) => v.powertrain === 'diesel')).toBe(true);
    expect(VEHICLES.some((v) => v.powertrain === 'cng')).toBe(true);
  });

  it('uses sensible model years (2015–2026) and 1–4 variants per model-year', () => {
    const perModelYear = new Map<string, number>();
    for (const v of VEHICLES) {
      expect(v.year, v.key).toBeGreaterThanOrEqual(2015);
      expect(v.year, v.key).toBeLessThanOrEqual(2026);
      const key = `${modelKeyOf(v)}/${v.year}`;
      perModelYear.set(key, (perModelYear.get(key) ?? 0) + 1);
    }
    for (const [key, count] of perModelYear) {
      expect(count, key).toBeGreaterThanOrEqual(1);
      expect(count, key).toBeLessThanOrEqual(4);
    }
    for (const model of VEHICLE_MODELS) {
      for (const engine of model.engines) expect(engine.from, `${model.key} ${engine.variant}`).toBeLessThanOrEqual(engine.to);
    }
  });

  it('builds every vehicle key as make/model/year/variant with matching fields', () => {
    for (const v of VEHICLES) {
      const [makeSlug, modelSlug, year, variant] = v.key.split('/');
      expect(makeSlug).toBe(v.makeSlug);
      expect(modelSlug).toBe(v.modelSlug);
      expect(Number(year)).toBe(v.year);
      expect(variant, v.key).toMatch(SLUG);
      const model = findModel(modelKeyOf(v));
      expect(model?.name).toBe(v.model);
      expect(model?.vehicleType).toBe(v.vehicleType);
      expect(findMake(v.makeSlug)?.name).toBe(v.make);
      expect(model?.engines.some((e) => e.variant === variant && e.label === v.engine && e.powertrain === v.powertrain)).toBe(true);
    }
    expect(VEHICLE_BY_KEY.get('maruti-suzuki/swift/2019/1.2-vxi-petrol')?.engine).toBe('1.2L K12M VXi Petrol');
  });

  it('has well-formed slugs and models that belong to known makes of the right type', () => {
    for (const model of VEHICLE_MODELS) {
      expect(model.slug, model.key).toMatch(SLUG);
      expect(model.key).toBe(`${model.makeSlug}/${model.slug}`);
      const make = findMake(model.makeSlug);
      expect(make, model.key).toBeDefined();
      expect(make?.vehicleTypes).toContain(model.vehicleType);
      expect(unique(model.engines.map((e) => e.variant)), model.key).toBe(true);
      expect(model.engines.length).toBeGreaterThan(0);
      expect(model.engines.length).toBeLessThanOrEqual(ENGINE_CODES.length);
    }
    for (const make of VEHICLE_MAKES) {
      expect(make.slug).toMatch(SLUG);
      expect(VEHICLE_MODELS.some((m) => m.makeSlug === make.slug), make.slug).toBe(true);
    }
  });
});

describe('WMI and VDS reference tables', () => {
  it('gives every make Indian (M-prefixed) WMIs, each claimed by one make only', () => {
    for (const make of VEHICLE_MAKES) {
      expect(make.wmis.length, make.slug).toBeGreaterThan(0);
      for (const wmi of make.wmis) {
        expect(wmi).toMatch(/^M[A-HJ-NPR-Z0-9]{2}$/);
        expect(makeForWmi(wmi)?.slug).toBe(make.slug);
      }
      expect(make.plantCode).toMatch(/^[A-HJ-NPR-Z0-9]$/);
    }
    expect(knownWmis()).toHaveLength(VEHICLE_MAKES.flatMap((m) => m.wmis).length);
    expect(makeForWmi(' ma3 ')?.slug).toBe('maruti-suzuki');
    expect(makeForWmi('WVW')).toBeNull();
  });

  it.each([
    ['MA3', 'maruti-suzuki'], ['MAL', 'hyundai'], ['MAT', 'tata'], ['MA1', 'mahindra'], ['MAK', 'honda'],
    ['ME4', 'honda'], ['MBJ', 'toyota'], ['MBL', 'hero'], ['MD2', 'bajaj'], ['MD6', 'tvs'], ['ME3', 'royal-enfield'],
  ])('maps %s to %s', (wmi, slug) => {
    expect(makeForWmi(wmi)?.slug).toBe(slug);
  });

  it('refuses a WMI claimed by two makes', () => {
    const [a, b] = VEHICLE_MAKES;
    if (!a || !b) throw new Error('fixture');
    expect(() => buildWmiIndex([a, { ...b, wmis: [...b.wmis, ...a.wmis] }])).toThrow(/claimed by both/);
  });

  it('pins models of multi-WMI makes to one of the make’s WMIs', () => {
    expect(VEHICLE_MODELS.some((m) => m.wmi !== undefined)).toBe(true);
    for (const model of VEHICLE_MODELS) {
      const make = findMake(model.makeSlug);
      if (!make) continue;
      if (make.wmis.length > 1) expect(model.wmi, model.key).toBeDefined();
      if (model.wmi !== undefined) expect(make.wmis).toContain(model.wmi);
    }
  });

  it('has 2–3 character VDS model codes, prefix-free within each make and WMI', () => {
    for (const model of VEHICLE_MODELS) {
      expect(model.vdsPrefix, model.key).toMatch(VIN_CHARS);
      expect(model.vdsPrefix.length).toBeGreaterThanOrEqual(2);
      expect(model.vdsPrefix.length).toBeLessThanOrEqual(3);
      const clashes = VEHICLE_MODELS.filter(
        (other) =>
          other !== model &&
          other.makeSlug === model.makeSlug &&
          (other.wmi === undefined || model.wmi === undefined || other.wmi === model.wmi) &&
          (other.vdsPrefix.startsWith(model.vdsPrefix) || model.vdsPrefix.startsWith(other.vdsPrefix)),
      );
      expect(clashes.map((m) => m.key), model.key).toEqual([]);
    }
  });
});

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
import { INDIAN_WMIS, wmisOfMake } from '../../../rules/vehicles/wmi';
import { REQUIRED_MODEL_KEYS } from './helpers';

const SLUG = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;
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
      expect(
        VEHICLES.some((v) => v.vehicleType === type && v.powertrain === 'electric'),
        type,
      ).toBe(true);
      expect(
        VEHICLES.some((v) => v.vehicleType === type && v.powertrain === 'petrol'),
        type,
      ).toBe(true);
    }
    expect(VEHICLES.some((v) => v.powertrain === 'diesel')).toBe(true);
    expect(VEHICLES.some((v) => v.powertrain === 'cng')).toBe(true);
  });

  it('uses sensible model years (2005–2026) and 1–4 variants per model-year', () => {
    const perModelYear = new Map<string, number>();
    for (const v of VEHICLES) {
      expect(v.year, v.key).toBeGreaterThanOrEqual(2005);
      expect(v.year, v.key).toBeLessThanOrEqual(2026);
      const key = `${modelKeyOf(v)}/${v.year}`;
      perModelYear.set(key, (perModelYear.get(key) ?? 0) + 1);
    }
    for (const [key, count] of perModelYear) {
      expect(count, key).toBeGreaterThanOrEqual(1);
      expect(count, key).toBeLessThanOrEqual(4);
    }
    for (const model of VEHICLE_MODELS) {
      for (const engine of model.engines)
        expect(engine.from, `${model.key} ${engine.variant}`).toBeLessThanOrEqual(engine.to);
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
      expect(
        model?.engines.some((e) => e.variant === variant && e.label === v.engine && e.powertrain === v.powertrain),
      ).toBe(true);
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
    }
    for (const make of VEHICLE_MAKES) {
      expect(make.slug).toMatch(SLUG);
      expect(
        VEHICLE_MODELS.some((m) => m.makeSlug === make.slug),
        make.slug,
      ).toBe(true);
    }
  });
});

describe('WMIs of the makes (rules/vehicles/wmi.ts)', () => {
  it('gives every make at least one WMI and names only makes we have', () => {
    for (const make of VEHICLE_MAKES) expect(wmisOfMake(make.slug).length, make.slug).toBeGreaterThan(0);
    for (const entry of INDIAN_WMIS) {
      for (const slug of entry.makes) expect(findMake(slug), `${entry.wmi} ${slug}`).toBeDefined();
    }
  });
});

describe('older vehicles, three-wheelers and more makes', () => {
  it.each([
    'maruti-suzuki/swift/2012/1.2-vxi-petrol',
    'maruti-suzuki/swift/2006/1.3-g13bb-vxi-petrol',
    'hero/splendor-plus/2010/97.2cc-kick-drum',
    'bajaj/re-compact/2015/236cc-4s-diesel',
    'piaggio/ape-city/2008/395cc-diesel',
    'tvs/king/2020/225cc-4s-cng',
    'nissan/magnite/2024/1.0-xl-petrol',
    'skoda/kushaq/2023/1.5-tsi-style-petrol',
    'ktm/duke-390/2019/373.2cc-abs',
    'jawa/jawa-42/2022/293cc-dual-abs',
  ])('has %s', (key) => {
    expect(VEHICLE_BY_KEY.has(key)).toBe(true);
  });

  it('makes the three-wheelers three-wheelers', () => {
    const threes = VEHICLE_MODELS.filter((m) => m.vehicleType === 'three-wheeler').map((m) => m.key);
    expect(threes).toEqual(['bajaj/re-compact', 'piaggio/ape-city', 'piaggio/ape-e-city', 'tvs/king']);
  });
});

import { describe, expect, it } from 'vitest';
import { VEHICLES } from '../../../gateway/vehicles/seed';
import type { Vehicle } from '../../../gateway/vehicles/seed';
import {
  expandFitment,
  fitmentVerdict,
  isCompatible,
  unknownModelKeys,
  vehicleMatchesRule,
} from '../../../gateway/vehicles/fitment';
import type { Compatibility } from '../../../gateway/vehicles/fitment';
import { REQUIRED_MODEL_KEYS, vehicle, vehiclesOfModel } from './helpers';

const keysOf = (vehicles: Vehicle[]) => vehicles.map((v) => v.key);
const asList = (value: ReturnType<typeof expandFitment>): string[] => {
  if (!Array.isArray(value)) throw new Error(`expected a list, got ${String(value)}`);
  return value;
};

const SPLENDOR = 'hero/splendor-plus/2020/97.2cc-i3s';
const CRETA = 'hyundai/creta/2021/1.5-sx-petrol';
const NEXON_EV = 'tata/nexon-ev/2024/40.5-kwh-long-range';

describe('expandFitment', () => {
  it("passes 'all' and 'unknown' through", () => {
    expect(expandFitment('all')).toBe('all');
    expect(expandFitment('unknown')).toBe('unknown');
  });

  it('a models rule matches every year and variant of those models', () => {
    const keys = asList(expandFitment({ models: ['hero/splendor-plus'] }));
    expect(keys).toEqual(keysOf(vehiclesOfModel('hero/splendor-plus')));
    expect(keys).toContain(SPLENDOR);
    expect(keys).not.toContain(CRETA);
  });

  it('vehicle types split the data in three', () => {
    const two = asList(expandFitment({ vehicleTypes: ['two-wheeler'] }));
    const three = asList(expandFitment({ vehicleTypes: ['three-wheeler'] }));
    const four = asList(expandFitment({ vehicleTypes: ['four-wheeler'] }));
    expect(two.length + three.length + four.length).toBe(VEHICLES.length);
    expect(two).toContain(SPLENDOR);
    expect(four).toContain(CRETA);
    expect(three).toContain('piaggio/ape-city/2015/395cc-diesel');
    expect(new Set([...two, ...three, ...four]).size).toBe(VEHICLES.length);
  });

  it('combines constraints with AND', () => {
    const dieselCars = asList(expandFitment({ vehicleTypes: ['four-wheeler'], powertrains: ['diesel'] }));
    expect(dieselCars.length).toBeGreaterThan(0);
    for (const key of dieselCars) {
      expect(vehicle(key)).toMatchObject({ vehicleType: 'four-wheeler', powertrain: 'diesel' });
    }
    expect(dieselCars).not.toContain(NEXON_EV);

    const evNexons = asList(expandFitment({ powertrains: ['electric'], models: ['tata/nexon', 'tata/nexon-ev'] }));
    expect(evNexons).toEqual(keysOf(vehiclesOfModel('tata/nexon-ev')));
  });

  it('electric two-wheelers: Ather, Ola, Chetak, iQube, Vida — no petrol bikes', () => {
    const keys = asList(expandFitment({ vehicleTypes: ['two-wheeler'], powertrains: ['electric'] }));
    const makes = new Set(keys.map((k) => vehicle(k).makeSlug));
    expect([...makes].sort()).toEqual(['ather', 'bajaj', 'hero', 'ola', 'tvs']);
    expect(keys.every((k) => vehicle(k).powertrain === 'electric')).toBe(true);
  });

  it('an empty object matches everything; an empty list matches nothing', () => {
    expect(asList(expandFitment({}))).toEqual(keysOf([...VEHICLES]));
    expect(expandFitment({ models: [] })).toEqual([]);
    expect(expandFitment({ powertrains: [] })).toEqual([]);
  });

  it('unknown model keys simply match nothing', () => {
    expect(expandFitment({ models: ['maruti-suzuki/gypsy'] })).toEqual([]);
  });

  it('expands against the vehicle list it is given, in its order', () => {
    const list = [vehicle(CRETA), vehicle(SPLENDOR), vehicle(NEXON_EV)];
    expect(expandFitment({ vehicleTypes: ['four-wheeler'] }, list)).toEqual([CRETA, NEXON_EV]);
    expect(expandFitment({}, list.reverse())).toEqual([NEXON_EV, SPLENDOR, CRETA]);
  });

  it('vehicleMatchesRule checks a single vehicle', () => {
    expect(vehicleMatchesRule({ models: ['hyundai/creta'], powertrains: ['petrol'] }, vehicle(CRETA))).toBe(true);
    expect(vehicleMatchesRule({ models: ['hyundai/creta'], powertrains: ['diesel'] }, vehicle(CRETA))).toBe(false);
  });

  it('every required model key is usable in a rule', () => {
    for (const key of REQUIRED_MODEL_KEYS) {
      expect(asList(expandFitment({ models: [key] })).length, key).toBeGreaterThan(0);
    }
  });
});

describe('fitmentVerdict', () => {
  const splendorChain: Compatibility = asList(expandFitment({ models: ['hero/splendor-plus'] }));

  it.each<[Compatibility, string | null, string]>([
    ['all', CRETA, 'FITS'],
    ['unknown', CRETA, 'UNKNOWN'],
    [splendorChain, SPLENDOR, 'FITS'],
    [splendorChain, CRETA, 'DOES_NOT_FIT'],
    [[], CRETA, 'DOES_NOT_FIT'],
    ['all', null, 'UNKNOWN'],
    ['unknown', null, 'UNKNOWN'],
    [splendorChain, null, 'UNKNOWN'],
  ])('%j for %s → %s', (compatibility, key, verdict) => {
    expect(fitmentVerdict(compatibility, key)).toBe(verdict);
  });

  it('treats undefined and empty keys as no vehicle', () => {
    expect(fitmentVerdict('all', undefined)).toBe('UNKNOWN');
    expect(fitmentVerdict('all', '')).toBe('UNKNOWN');
  });
});

describe('isCompatible (vehicle filter, spec section 9)', () => {
  const list: Compatibility = [SPLENDOR, NEXON_EV];

  it.each<[Compatibility, string, boolean]>([
    ['all', CRETA, true],
    ['unknown', CRETA, false],
    [list, SPLENDOR, true],
    [list, CRETA, false],
    [[], CRETA, false],
  ])('%j with %s → %s', (compatibility, key, expected) => {
    expect(isCompatible(compatibility, key)).toBe(expected);
  });

  it('no vehicle means no filter', () => {
    expect(isCompatible('unknown', null)).toBe(true);
    expect(isCompatible(list, undefined)).toBe(true);
  });

  it("agrees with the verdict: compatible ⇔ FITS (so 'unknown' is never compatible)", () => {
    for (const compatibility of ['all', 'unknown', list, []] as Compatibility[]) {
      for (const key of [CRETA, SPLENDOR, NEXON_EV]) {
        expect(isCompatible(compatibility, key)).toBe(fitmentVerdict(compatibility, key) === 'FITS');
      }
    }
  });
});

describe('unknownModelKeys', () => {
  it('reports model keys the data does not know', () => {
    expect(unknownModelKeys({ models: ['hyundai/creta', 'hyundai/santro', 'foo'] })).toEqual(['hyundai/santro', 'foo']);
    expect(unknownModelKeys({ models: [...REQUIRED_MODEL_KEYS] })).toEqual([]);
    expect(unknownModelKeys({ vehicleTypes: ['two-wheeler'] })).toEqual([]);
    expect(unknownModelKeys('all')).toEqual([]);
  });
});

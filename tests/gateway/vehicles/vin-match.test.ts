import { describe, expect, it } from 'vitest';
import { VEHICLE_MAKES, VEHICLE_MODELS, VEHICLES } from '../../../gateway/vehicles/seed';
import { decodeVin, VIN_PATTERN } from '../../../gateway/vehicles/vin';
import {
  encodeVinForVehicle,
  ENGINE_CODES,
  findVehicleByVin,
  matchVehiclesByVin,
  modelForVds,
} from '../../../gateway/vehicles/vin-match';
import { NOW, REQUIRED_MODEL_KEYS, vehicle, vehiclesOfModel, withChar, withValidCheckDigit } from './helpers';

const match = (vin: string, now = NOW) => matchVehiclesByVin(decodeVin(vin, now));

describe('encode → decode → match round trip', () => {
  it.each(REQUIRED_MODEL_KEYS)('every vehicle of %s comes back exactly', (modelKey) => {
    const vehicles = vehiclesOfModel(modelKey);
    expect(vehicles.length).toBeGreaterThan(0);
    vehicles.forEach((v, i) => {
      const vin = encodeVinForVehicle(v, 100_000 + i);
      expect(vin).toMatch(VIN_PATTERN);
      const result = match(vin);
      expect(result).toMatchObject({ ok: true, vin, modelKey, exact: true, makeSlug: v.makeSlug });
      if (result.ok) {
        expect(result.vehicle).toEqual(v);
        expect(result.vehicles).toEqual([v]);
      }
    });
  });

  it('works for all seeded vehicles', () => {
    const misses = VEHICLES.filter((v) => {
      const result = match(encodeVinForVehicle(v, 7));
      return !result.ok || !result.exact || result.vehicle.key !== v.key;
    });
    expect(misses.map((v) => v.key)).toEqual([]);
  });

  it('findVehicleByVin does decode + match in one call', () => {
    const v = vehicle('tata/nexon-ev/2024/40.5-kwh-long-range');
    expect(findVehicleByVin(` ${encodeVinForVehicle(v, 5).toLowerCase()} `, NOW)).toMatchObject({ ok: true, vehicle: v });
  });
});

describe('encodeVinForVehicle', () => {
  const swift = vehicle('maruti-suzuki/swift/2019/1.2-vxi-petrol');

  it('lays out WMI, VDS, check digit, year, plant and serial', () => {
    const vin = encodeVinForVehicle(swift, 42);
    expect(vin.slice(0, 3)).toBe('MA3');
    expect(vin.slice(3, 6)).toBe('SWF');
    expect(vin.charAt(6)).toBe(ENGINE_CODES.charAt(0));
    expect(vin.charAt(9)).toBe('K');
    expect(vin.charAt(10)).toBe('M');
    expect(vin.slice(11)).toBe('000042');
  });

  it('pins Honda cars to MAK and Honda two-wheelers to ME4', () => {
    expect(encodeVinForVehicle(vehicle('honda/city/2020/1.5-i-vtec-v-petrol'), 1).slice(0, 3)).toBe('MAK');
    expect(encodeVinForVehicle(vehicle('honda/activa-6g/2020/109.51cc-dlx'), 1).slice(0, 3)).toBe('ME4');
  });

  it('pads a 2-character VDS prefix', () => {
    const vin = encodeVinForVehicle(vehicle('volkswagen/polo/2018/1.5-tdi-highline-diesel'), 9);
    expect(vin.slice(3, 8)).toBe('PLB11');
    expect(match(vin)).toMatchObject({ ok: true, vehicle: { key: 'volkswagen/polo/2018/1.5-tdi-highline-diesel' } });
  });

  it.each([-1, 1_000_000, 1.5, Number.NaN])('rejects serial %s', (serial) => {
    expect(() => encodeVinForVehicle(swift, serial)).toThrow(RangeError);
  });

  it('rejects a vehicle that is not in the seed', () => {
    expect(() => encodeVinForVehicle({ ...swift, key: 'maruti-suzuki/swift/2019/nope' }, 1)).toThrow();
    expect(() => encodeVinForVehicle({ ...swift, modelSlug: 'nope' }, 1)).toThrow();
  });

  it('is deterministic and serial-sensitive', () => {
    expect(encodeVinForVehicle(swift, 1)).toBe(encodeVinForVehicle(swift, 1));
    expect(encodeVinForVehicle(swift, 1)).not.toBe(encodeVinForVehicle(swift, 2));
  });
});

describe('matchVehiclesByVin: narrowing and failures', () => {
  const swiftVin = encodeVinForVehicle(vehicle('maruti-suzuki/swift/2019/1.2-vxi-petrol'), 1);

  it('passes decode failures through', () => {
    expect(match('')).toEqual({ ok: false, reason: 'EMPTY' });
    expect(match('error')).toEqual({ ok: false, reason: 'MALFORMED' });
    expect(match('WVWZZZ1JZ3W386752')).toEqual({ ok: false, reason: 'UNKNOWN_MANUFACTURER' });
  });

  it('unknown VDS model code → NO_MATCHING_VEHICLE', () => {
    expect(match(withChar(swiftVin, 4, 'Z'))).toEqual({ ok: false, reason: 'NO_MATCHING_VEHICLE' });
  });

  it('a year the model was not sold → NO_MATCHING_VEHICLE', () => {
    expect(match(withChar(swiftVin, 10, 'A'))).toEqual({ ok: false, reason: 'NO_MATCHING_VEHICLE' }); // 2010
    const classic = encodeVinForVehicle(vehicle('royal-enfield/classic-350/2015/346cc-uce'), 3);
    expect(match(withValidCheckDigit(withChar(classic, 10, 'C')))).toEqual({ ok: false, reason: 'NO_MATCHING_VEHICLE' });
  });

  it('a model under the wrong WMI of a multi-WMI make → NO_MATCHING_VEHICLE', () => {
    const activa = encodeVinForVehicle(vehicle('honda/activa-6g/2021/109.51cc-std'), 1);
    expect(match(`MAK${activa.slice(3)}`)).toEqual({ ok: false, reason: 'NO_MATCHING_VEHICLE' });
  });

  it('an unknown engine code falls back to every variant of the model-year', () => {
    const result = match(withChar(swiftVin, 7, 'Z'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.exact).toBe(false);
    expect(result.vehicles.map((v) => v.key).sort()).toEqual(
      vehiclesOfModel('maruti-suzuki/swift').filter((v) => v.year === 2019).map((v) => v.key).sort(),
    );
  });

  it('accepts next year’s models (now + 1) but not later ones', () => {
    const vin = encodeVinForVehicle(vehicle('tata/punch/2026/1.2-icng-adventure-cng'), 1);
    expect(match(vin, new Date('2025-03-01'))).toMatchObject({ ok: true, vehicle: { year: 2026 } });
    expect(match(vin, new Date('2024-03-01'))).toEqual({ ok: false, reason: 'NO_MATCHING_VEHICLE' });
  });

  it('matches against the vehicle list it is given', () => {
    const decoded = decodeVin(swiftVin, NOW);
    const others = VEHICLES.filter((v) => v.modelSlug !== 'swift');
    expect(matchVehiclesByVin(decoded, others)).toEqual({ ok: false, reason: 'NO_MATCHING_VEHICLE' });
  });

  it('modelForVds respects make and WMI', () => {
    expect(modelForVds('maruti-suzuki', 'MA3', 'SWFA1')?.key).toBe('maruti-suzuki/swift');
    expect(modelForVds('hyundai', 'MAL', 'SWFA1')).toBeNull();
    expect(modelForVds('honda', 'ME4', 'CTYA1')).toBeNull();
    expect(modelForVds('honda', 'MAK', 'CTYA1', VEHICLE_MODELS)?.key).toBe('honda/city');
  });

  it('every make has at least one model reachable by VIN', () => {
    for (const make of VEHICLE_MAKES) {
      const first = VEHICLES.find((v) => v.makeSlug === make.slug);
      expect(first, make.slug).toBeDefined();
      if (first) expect(match(encodeVinForVehicle(first, 1)).ok).toBe(true);
    }
  });
});

/** VINs for tests: the shape Indian makers print on registration certificates, check digit filled in. */
import { modelYearCode, withCheckDigit } from '../../rules/vehicles/vin';

/** A VIN of the maker's WMI and model year; `vds` stands for the maker's own model code (positions 4–8). */
export function vinFor(wmi: string, year: number, serial = 123_456, vds = 'FJEB1'): string {
  return withCheckDigit(`${wmi}${vds}0${modelYearCode(year)}${String(serial).padStart(7, '0').slice(-7)}`);
}

/** Replaces the character at 1-based VIN position `position`. */
export function withChar(vin: string, position: number, char: string): string {
  return vin.slice(0, position - 1) + char + vin.slice(position);
}

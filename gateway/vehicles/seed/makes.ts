/**
 * Vehicle makes sold in India, with the world manufacturer identifiers (WMI, VIN positions 1–3)
 * of their Indian manufacturing entities. India's WMI ranges start with M (MA–ME, later MY–M0).
 *
 * Confidence: codes marked UNVERIFIED are our best guess (or a plausible unassigned code in the
 * Indian range) and should be checked against the SIAM / ISO 3780 register before production use.
 *
 * Check digit (`usesCheckDigit`): Indian rules do not require the North-American check digit in
 * position 9. We set it true only for Royal Enfield, whose VINs follow the North-American
 * (49 CFR 565) layout because the same lines build bikes exported to the USA and Canada.
 * Every other make is decoded without validating position 9 (`checkDigitValid: null`).
 */
import type { VehicleMake } from './types';

const FOUR: VehicleMake['vehicleTypes'] = ['four-wheeler'];
const TWO: VehicleMake['vehicleTypes'] = ['two-wheeler'];
const BOTH: VehicleMake['vehicleTypes'] = ['four-wheeler', 'two-wheeler'];
const CHECK_DIGIT = true;

function make(
  slug: string,
  name: string,
  wmis: string[],
  vehicleTypes: VehicleMake['vehicleTypes'],
  plantCode: string,
  usesCheckDigit = false,
): VehicleMake {
  return { slug, name, wmis, usesCheckDigit, plantCode, vehicleTypes };
}

export const VEHICLE_MAKES: readonly VehicleMake[] = [
  // --- four-wheelers ---
  // Maruti Suzuki India Ltd (Gurugram, Manesar)
  make('maruti-suzuki', 'Maruti Suzuki', ['MA3'], FOUR, 'M'),
  // Hyundai Motor India Ltd (Chennai)
  make('hyundai', 'Hyundai', ['MAL'], FOUR, 'C'),
  // Tata Motors / Tata Passenger Electric Mobility (Pune, Sanand)
  make('tata', 'Tata', ['MAT'], FOUR, 'P'),
  // Mahindra & Mahindra (Nashik, Chakan)
  make('mahindra', 'Mahindra', ['MA1'], FOUR, 'N'),
  // Honda Cars India (MAK, Tapukara) and Honda Motorcycle & Scooter India (ME4): one make, two WMIs
  make('honda', 'Honda', ['MAK', 'ME4'], BOTH, 'T'),
  // Toyota Kirloskar Motor (Bidadi)
  make('toyota', 'Toyota', ['MBJ'], FOUR, 'B'),
  // Kia India (Anantapur) — from the later Indian range MY–M0; moderately confident
  make('kia', 'Kia', ['MZB'], FOUR, 'A'),
  // JSW MG Motor India (Halol) — UNVERIFIED
  make('mg', 'MG', ['MZ7'], FOUR, 'H'),
  // Renault India (Chennai)
  make('renault', 'Renault', ['MEE'], FOUR, 'C'),
  // Skoda Auto Volkswagen India (Chakan)
  make('volkswagen', 'Volkswagen', ['MEX'], FOUR, 'P'),
  // Ford India (Chennai, Sanand) — left the Indian market in 2021
  make('ford', 'Ford', ['MAJ'], FOUR, 'C'),
  // --- two-wheelers ---
  // Hero MotoCorp (Dharuhera, Gurugram, Neemrana); includes the Vida EV brand
  make('hero', 'Hero', ['MBL'], TWO, 'D'),
  // Bajaj Auto (Chakan, Waluj, Pantnagar)
  make('bajaj', 'Bajaj', ['MD2'], TWO, 'W'),
  // TVS Motor Company (Hosur)
  make('tvs', 'TVS', ['MD6'], TWO, 'H'),
  // Royal Enfield (Oragadam, Vallam Vadagal) — North-American check digit, see header
  make('royal-enfield', 'Royal Enfield', ['ME3'], TWO, 'V', CHECK_DIGIT),
  // India Yamaha Motor (Surajpur, Chennai)
  make('yamaha', 'Yamaha', ['ME1'], TWO, 'S'),
  // Suzuki Motorcycle India (Gurugram)
  make('suzuki', 'Suzuki', ['MB8'], TWO, 'G'),
  // Ather Energy (Hosur) — UNVERIFIED: plausible unassigned code in the Indian range
  make('ather', 'Ather', ['MYK'], TWO, 'H'),
  // Ola Electric (Krishnagiri) — UNVERIFIED: plausible unassigned code in the Indian range
  make('ola', 'Ola Electric', ['MYL'], TWO, 'K'),
];

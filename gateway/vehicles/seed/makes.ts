/**
 * Vehicle makes sold in India, in the picker's data order. Which VIN manufacturer codes (WMI) stand
 * for each make, and whether its VINs carry a check digit, is in rules/vehicles/wmi.ts (shared
 * with the web app).
 */
import type { VehicleMake } from './types';

type Types = VehicleMake['vehicleTypes'];
const FOUR: Types = ['four-wheeler'];
const TWO: Types = ['two-wheeler'];
const TWO_AND_THREE: Types = ['two-wheeler', 'three-wheeler'];
const BOTH: Types = ['four-wheeler', 'two-wheeler'];

const make = (slug: string, name: string, vehicleTypes: Types): VehicleMake => ({ slug, name, vehicleTypes });

export const VEHICLE_MAKES: readonly VehicleMake[] = [
  // --- four-wheelers ---
  make('maruti-suzuki', 'Maruti Suzuki', FOUR),
  make('hyundai', 'Hyundai', FOUR),
  make('tata', 'Tata', FOUR),
  make('mahindra', 'Mahindra', FOUR),
  make('honda', 'Honda', BOTH),
  make('toyota', 'Toyota', FOUR),
  make('kia', 'Kia', FOUR),
  make('mg', 'MG', FOUR),
  make('renault', 'Renault', FOUR),
  make('volkswagen', 'Volkswagen', FOUR),
  make('ford', 'Ford', FOUR),
  make('nissan', 'Nissan', FOUR),
  make('skoda', 'Skoda', FOUR),
  // --- two- and three-wheelers ---
  make('hero', 'Hero', TWO),
  make('bajaj', 'Bajaj', TWO_AND_THREE),
  make('tvs', 'TVS', TWO_AND_THREE),
  make('royal-enfield', 'Royal Enfield', TWO),
  make('yamaha', 'Yamaha', TWO),
  make('suzuki', 'Suzuki', TWO),
  make('ather', 'Ather', TWO),
  make('ola', 'Ola Electric', TWO),
  make('ktm', 'KTM', TWO),
  make('jawa', 'Jawa', TWO),
  make('piaggio', 'Piaggio', ['three-wheeler']),
];

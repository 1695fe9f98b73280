import { PARTS_SERVICES } from './services-parts';
import { WORKSHOP_SERVICES } from './services-workshop';
import type { ServiceVehicleType } from '../workshops.tables';

/**
 * The service menu of spec section 1 with realistic packages and prices (rupees, taxes
 * included). `cities` maps a city slug to how many bookings one slot takes there.
 */
export interface ServiceSeed {
  slug: string;
  name: string;
  summary: string;
  description: string;
  includes: string[];
  vehicleTypes: ServiceVehicleType[];
  vehicleRequired: boolean;
  slotMinutes: number;
  categorySlugs: string[];
  cities: Record<string, number>;
  /** [key, name, rupees, minutes, includes] */
  packages: [string, string, number, number, string[]][];
}

export const SERVICES: ServiceSeed[] = [...PARTS_SERVICES, ...WORKSHOP_SERVICES];

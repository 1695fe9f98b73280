import type {
  Powertrain as PowertrainEnum,
  Resolvers,
  VehicleType as VehicleTypeEnum,
} from '../__generated__/resolvers-types';
import type { Powertrain, VehicleType } from './seed';
import { badUserInput } from '../graphql/argument-errors';
import { loadVehicles, vehicleLoader } from './vehicles.loaders';
import { MAX_SLUG_LENGTH } from './vehicles.service';

/** Most ids `vehiclesByIds` accepts in one call (a garage is far smaller). */
export const MAX_VEHICLE_IDS = 100;

export const VEHICLE_TYPES: Record<VehicleType, VehicleTypeEnum> = {
  'two-wheeler': 'TWO_WHEELER',
  'three-wheeler': 'THREE_WHEELER',
  'four-wheeler': 'FOUR_WHEELER',
};
const POWERTRAINS: Record<Powertrain, PowertrainEnum> = {
  petrol: 'PETROL',
  diesel: 'DIESEL',
  cng: 'CNG',
  electric: 'ELECTRIC',
};

/** Slugs are matched trimmed and lower-cased; one that cannot exist gives null (→ empty list). */
function slug(value: string): string | null {
  const normalized = value.trim().toLowerCase();
  return normalized === '' || normalized.length > MAX_SLUG_LENGTH ? null : normalized;
}

/** Model years are stored as smallint: a year outside any vehicle's range matches nothing (decision 006). */
const plausibleYear = (year: number) => year >= 1900 && year <= 2200;

export const vehiclesResolvers: Resolvers = {
  Query: {
    vehicleYears: (_parent, _args, { services }) => services.vehicles.years(),
    vehicleMakes: (_parent, { year }, { services }) => (plausibleYear(year) ? services.vehicles.makes(year) : []),
    vehicleModels: (_parent, args, { services }) => {
      const make = slug(args.make);
      return make === null || !plausibleYear(args.year) ? [] : services.vehicles.models(args.year, make);
    },
    vehicles: (_parent, args, { services }) => {
      const [make, model] = [slug(args.make), slug(args.model)];
      return make === null || model === null || !plausibleYear(args.year)
        ? []
        : services.vehicles.list(args.year, make, model);
    },
    vehicle: (_parent, { id }, context) => vehicleLoader(context).load(id),
    vehiclesByIds: (_parent, { ids }, context) => {
      if (ids.length > MAX_VEHICLE_IDS) throw badUserInput('ERROR_FORM_OUT_OF_RANGE', ['ids']);
      return loadVehicles(context, ids);
    },
    vehicleByVin: (_parent, { vin }, { services }) => services.vehicles.byVin(vin),
    userVehicles: (_parent, _args, { viewer, services }) => services.garage.list(viewer?.id ?? null),
    garageRegistrations: (_parent, _args, { viewer, services }) =>
      services.garageRegistrations.list(viewer?.id ?? null),
  },
  Mutation: {
    addUserVehicle: (_parent, { vehicleId }, { viewer, services }) =>
      services.garage.add(viewer?.id ?? null, vehicleId),
    removeUserVehicle: (_parent, { vehicleId }, { viewer, services }) =>
      services.garage.remove(viewer?.id ?? null, vehicleId),
    mergeUserVehicles: (_parent, { vehicleIds }, { viewer, services }) =>
      services.garage.merge(viewer?.id ?? null, vehicleIds),
    setUserVehicleRegistration: (_parent, { vehicleId, registration }, { viewer, services }) =>
      services.garageRegistrations.set(viewer?.id ?? null, vehicleId, registration ?? null),
  },
  RegistrationMark: {
    series: (mark) => (mark.kind === 'bharat' ? 'BHARAT' : 'STATE'),
    stateCode: (mark) => (mark.kind === 'state' ? mark.stateCode : null),
    plateStateCode: (mark) => (mark.kind === 'state' ? mark.plateStateCode : null),
    rto: (mark) => (mark.kind === 'state' ? mark.rto : null),
    bharatYear: (mark) => (mark.kind === 'bharat' ? mark.year : null),
  },
  Vehicle: {
    make: (row) => row.make_name,
    makeSlug: (row) => row.make_slug,
    model: (row) => row.model_name,
    modelSlug: (row) => row.model_slug,
    vehicleType: (row) => VEHICLE_TYPES[row.vehicle_type],
    powertrain: (row) => POWERTRAINS[row.powertrain],
  },
  VehicleModel: {
    makeSlug: (row) => row.make_slug,
    vehicleType: (row) => VEHICLE_TYPES[row.vehicle_type],
  },
};

import { useState } from 'react';
import {
  type GarageVehicle_VehicleFragment as Vehicle,
  useVehicleEnginesQuery,
  useVehicleMakesQuery,
  useVehicleModelsQuery,
  useVehicleYearsQuery,
} from '@web/__generated__/graphql';

export const CASCADE = ['year', 'make', 'model', 'engine'] as const;
export type CascadeField = (typeof CASCADE)[number];
export type CascadeValues = Record<CascadeField, string>;

export const EMPTY_CASCADE: CascadeValues = { year: '', make: '', model: '', engine: '' };

/** Sets one select and resets every later one (spec section 4). */
export function withCascadeValue(values: CascadeValues, field: CascadeField, value: string): CascadeValues {
  const index = CASCADE.indexOf(field);
  const next = { ...values, [field]: value };
  for (const later of CASCADE.slice(index + 1)) next[later] = '';
  return next;
}

/** What a VIN tells: the makes its manufacturer builds and the model years (newest first). */
export type VinNarrowing = { makes: readonly { slug: string; name: string }[]; modelYears: readonly number[] };

/**
 * The selects a VIN sets: its (newest) model year, and its make when the manufacturer builds only
 * one of ours; model and engine are left for the shopper (a VIN does not tell them).
 */
export function cascadeFromVin({ makes, modelYears }: VinNarrowing): CascadeValues {
  const [year] = modelYears;
  const [make] = makes;
  return { ...EMPTY_CASCADE, year: year ? String(year) : '', make: makes.length === 1 && make ? make.slug : '' };
}

/**
 * The picker's cascade year → brand → model → engine. Each later select is disabled until the one
 * before has a value; changing one resets the later ones and loads their options again. The
 * vehicle is reported only once an engine is chosen, and null again when any select is reset.
 * A VIN narrows the selects (`narrow`): it sets the year and make and, until the year is changed,
 * offers only its makes. Reported from the change itself, never an effect.
 */
export function useVehicleCascade(onVehicle: (vehicle: Vehicle | null) => void) {
  const [values, setValues] = useState<CascadeValues>(EMPTY_CASCADE);
  const [vin, setVin] = useState<VinNarrowing | null>(null);
  const year = Number(values.year);
  const years = useVehicleYearsQuery();
  const makes = useVehicleMakesQuery({ variables: { year }, skip: !values.year });
  const models = useVehicleModelsQuery({ variables: { year, make: values.make }, skip: !values.make });
  const engines = useVehicleEnginesQuery({
    variables: { year, make: values.make, model: values.model },
    skip: !values.model,
  });

  const vehicle = !values.engine ? null : (engines.data?.vehicles.find((v) => v.id === values.engine) ?? null);
  const vinMakes = vin ? new Set(vin.makes.map((m) => m.slug)) : null;

  return {
    values,
    vehicle,
    options: {
      year: (years.data?.vehicleYears ?? []).map((y) => ({ value: String(y), label: String(y) })),
      make: values.year
        ? (makes.data?.vehicleMakes ?? [])
            .filter((m) => !vinMakes || vinMakes.has(m.slug))
            .map((m) => ({ value: m.slug, label: m.name }))
        : [],
      model: values.make ? (models.data?.vehicleModels ?? []).map((m) => ({ value: m.slug, label: m.name })) : [],
      engine: values.model ? (engines.data?.vehicles ?? []).map((v) => ({ value: v.id, label: v.engine })) : [],
    } satisfies Record<CascadeField, { value: string; label: string }[]>,
    loading: {
      year: years.loading,
      make: makes.loading,
      model: models.loading,
      engine: engines.loading,
    } satisfies Record<CascadeField, boolean>,
    /** True while the picker is narrowed by a VIN. */
    narrowed: vin !== null,
    change(field: CascadeField, value: string) {
      if (field === 'year') setVin(null);
      setValues(withCascadeValue(values, field, value));
      const chosen = field === 'engine' && value ? engines.data?.vehicles.find((v) => v.id === value) : undefined;
      onVehicle(chosen ?? null);
    },
    narrow(found: VinNarrowing) {
      setVin(found);
      setValues(cascadeFromVin(found));
      onVehicle(null);
    },
  };
}

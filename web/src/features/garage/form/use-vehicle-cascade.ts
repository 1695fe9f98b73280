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

/** The selects a VIN result sets: its year, make, model and engine override the current ones. */
export function cascadeFromVehicle(vehicle: Vehicle): CascadeValues {
  return { year: String(vehicle.year), make: vehicle.makeSlug, model: vehicle.modelSlug, engine: vehicle.id };
}

/**
 * The picker's cascade year → brand → model → engine. Each later select is disabled until the one
 * before has a value; changing one resets the later ones and loads their options again. The
 * vehicle is reported only once an engine is chosen, and null again when any select is reset.
 * A VIN result overrides the selects (`override`). Reported from the change itself, never an effect.
 */
export function useVehicleCascade(onVehicle: (vehicle: Vehicle | null) => void) {
  const [values, setValues] = useState<CascadeValues>(EMPTY_CASCADE);
  const [vinVehicle, setVinVehicle] = useState<Vehicle | null>(null);
  const year = Number(values.year);
  const years = useVehicleYearsQuery();
  const makes = useVehicleMakesQuery({ variables: { year }, skip: !values.year });
  const models = useVehicleModelsQuery({ variables: { year, make: values.make }, skip: !values.make });
  const engines = useVehicleEnginesQuery({
    variables: { year, make: values.make, model: values.model },
    skip: !values.model,
  });

  const vehicle = !values.engine
    ? null
    : (engines.data?.vehicles.find((v) => v.id === values.engine) ??
      (vinVehicle?.id === values.engine ? vinVehicle : null));

  return {
    values,
    vehicle,
    options: {
      year: (years.data?.vehicleYears ?? []).map((y) => ({ value: String(y), label: String(y) })),
      make: values.year ? (makes.data?.vehicleMakes ?? []).map((m) => ({ value: m.slug, label: m.name })) : [],
      model: values.make ? (models.data?.vehicleModels ?? []).map((m) => ({ value: m.slug, label: m.name })) : [],
      engine: values.model ? (engines.data?.vehicles ?? []).map((v) => ({ value: v.id, label: v.engine })) : [],
    } satisfies Record<CascadeField, { value: string; label: string }[]>,
    loading: {
      year: years.loading,
      make: makes.loading,
      model: models.loading,
      engine: engines.loading,
    } satisfies Record<CascadeField, boolean>,
    change(field: CascadeField, value: string) {
      setVinVehicle(null);
      setValues(withCascadeValue(values, field, value));
      const chosen = field === 'engine' && value ? engines.data?.vehicles.find((v) => v.id === value) : undefined;
      onVehicle(chosen ?? null);
    },
    override(found: Vehicle) {
      setVinVehicle(found);
      setValues(cascadeFromVehicle(found));
      onVehicle(found);
    },
  };
}

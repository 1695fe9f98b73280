import type { Transaction } from 'kysely';
import type { DB } from '../store/schema';
import { VEHICLE_MAKES, VEHICLE_MODELS, VEHICLES } from './seed';
import type { Vehicle } from './seed';

const CHUNK = 500;

/** The Indian vehicle reference data of gateway/vehicles/seed: makes, models, vehicles. */
export async function seedVehicles(trx: Transaction<DB>): Promise<void> {
  await trx
    .insertInto('vehicle_makes')
    .values(VEHICLE_MAKES.map((make, i) => ({ slug: make.slug, name: make.name, position: i + 1 })))
    .execute();
  await trx
    .insertInto('vehicle_models')
    .values(
      VEHICLE_MODELS.map((model, i) => ({
        make_slug: model.makeSlug,
        slug: model.slug,
        name: model.name,
        vehicle_type: model.vehicleType,
        position: i + 1,
      })),
    )
    .execute();
  // A vehicle's position is its engine's place in the model's list (the maker's order).
  const enginePosition = new Map(
    VEHICLE_MODELS.flatMap((model) =>
      model.engines.map((engine, i) => [`${model.key}/${engine.variant}`, i + 1] as const),
    ),
  );
  const positionOf = (vehicle: Vehicle) => {
    const prefix = `${vehicle.makeSlug}/${vehicle.modelSlug}/${vehicle.year}/`;
    return enginePosition.get(`${vehicle.makeSlug}/${vehicle.modelSlug}/${vehicle.key.slice(prefix.length)}`);
  };
  const rows = VEHICLES.map((vehicle) => ({
    id: vehicle.key,
    year: vehicle.year,
    make_slug: vehicle.makeSlug,
    model_slug: vehicle.modelSlug,
    engine: vehicle.engine,
    powertrain: vehicle.powertrain,
    position: positionOf(vehicle) ?? 0,
  }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('vehicles')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
}

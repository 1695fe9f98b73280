import type { ColumnType, Generated } from 'kysely';
import type { Powertrain, VehicleType } from './seed';

/** Vehicle reference data (migration 0300, ids are the seed's stable keys) and garages (0301). */
export interface VehicleTables {
  vehicle_makes: {
    slug: string;
    name: string;
    position: number;
  };
  vehicle_models: {
    make_slug: string;
    slug: string;
    name: string;
    vehicle_type: VehicleType;
    position: number;
  };
  vehicles: {
    /** `make/model/year/variant`, e.g. 'maruti-suzuki/swift/2019/1.2-vxi-petrol'. */
    id: string;
    year: number;
    make_slug: string;
    model_slug: string;
    engine: string;
    powertrain: Powertrain;
    /** Order of the engine within its model (the maker's order). */
    position: number;
  };
  /** A signed-in shopper's saved vehicle. */
  user_vehicles: {
    user_id: string;
    vehicle_id: string;
    seq: ColumnType<number, never, never>;
    added_at: Generated<Date>;
    /** The shopper's label: a normalised registration mark (migration 0313), or null. */
    registration: ColumnType<string | null, string | null | undefined, string | null>;
  };
}

import type { Kysely, Transaction } from 'kysely';
import type { ErrorCode } from '../__generated__/resolvers-types';
import type { DB } from '../store/schema';
import type { VehicleRow } from './vehicles.mappers';
import { selectVehicleRows } from './vehicles.queries';

/** Most vehicles one shopper can save. */
export const GARAGE_LIMIT = 50;
/** Most ids one merge may bring (a browser garage is far smaller). */
export const MAX_MERGE_IDS = 100;

export interface GarageError {
  code: ErrorCode;
  field: string[] | null;
}

/** A garage after a change: the shopper's vehicles in the order added, and what went wrong. */
export interface GarageResult {
  vehicles: VehicleRow[];
  errors: GarageError[];
}

const authRequired: GarageResult = { vehicles: [], errors: [{ code: 'AUTH_REQUIRED', field: null }] };

/**
 * Signed-in shoppers' garages. Every read and change is scoped to the given shopper id, which
 * only ever comes from the request's session: one shopper can never see or touch another's
 * garage. Changes lock the shopper's row, so the limit holds under concurrent requests.
 */
export function createGarageService(db: Kysely<DB>) {
  const list = (trx: Kysely<DB>, userId: string): Promise<VehicleRow[]> =>
    selectVehicleRows(trx)
      .innerJoin('user_vehicles as uv', 'uv.vehicle_id', 'v.id')
      .where('uv.user_id', '=', userId)
      .orderBy('uv.seq')
      .execute();

  /** Runs `change` with the shopper's row locked; answers the garage afterwards. */
  async function changing(
    userId: string | null,
    change: (trx: Transaction<DB>, userId: string) => Promise<GarageError[]>,
  ): Promise<GarageResult> {
    if (userId === null) return authRequired;
    return db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!user) return authRequired;
      const errors = await change(trx, userId);
      return { vehicles: await list(trx, userId), errors };
    });
  }

  /** Saves the vehicles not yet in the garage (and that exist), in order, up to the limit. */
  async function addMany(trx: Transaction<DB>, userId: string, ids: readonly string[]): Promise<GarageError[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const known = await trx.selectFrom('vehicles').select('id').where('id', 'in', wanted).execute();
    const saved = await trx.selectFrom('user_vehicles').select('vehicle_id').where('user_id', '=', userId).execute();
    const exists = new Set(known.map((row) => row.id));
    const already = new Set(saved.map((row) => row.vehicle_id));
    const fresh = wanted.filter((id) => exists.has(id) && !already.has(id));
    const room = Math.max(0, GARAGE_LIMIT - already.size);
    const adding = fresh.slice(0, room);
    if (adding.length > 0) {
      await trx
        .insertInto('user_vehicles')
        .values(adding.map((vehicle_id) => ({ user_id: userId, vehicle_id })))
        .onConflict((oc) => oc.columns(['user_id', 'vehicle_id']).doNothing())
        .execute();
    }
    return fresh.length > adding.length ? [{ code: 'GARAGE_FULL', field: null }] : [];
  }

  return {
    /** The shopper's vehicles in the order added; empty for an anonymous caller. */
    async list(userId: string | null): Promise<VehicleRow[]> {
      return userId === null ? [] : list(db, userId);
    },

    add(userId: string | null, vehicleId: string): Promise<GarageResult> {
      return changing(userId, async (trx, id) => {
        const vehicle = await trx.selectFrom('vehicles').select('id').where('id', '=', vehicleId).executeTakeFirst();
        if (!vehicle) return [{ code: 'PAGE_NOT_FOUND', field: ['vehicleId'] }];
        return addMany(trx, id, [vehicleId]);
      });
    },

    remove(userId: string | null, vehicleId: string): Promise<GarageResult> {
      return changing(userId, async (trx, id) => {
        await trx.deleteFrom('user_vehicles').where('user_id', '=', id).where('vehicle_id', '=', vehicleId).execute();
        return [];
      });
    },

    /** The browser garage joins the account's after sign-in, without duplicates. */
    merge(userId: string | null, vehicleIds: readonly string[]): Promise<GarageResult> {
      if (userId !== null && vehicleIds.length > MAX_MERGE_IDS) {
        return list(db, userId).then((vehicles) => ({
          vehicles,
          errors: [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['vehicleIds'] }],
        }));
      }
      return changing(userId, (trx, id) => addMany(trx, id, vehicleIds));
    },
  };
}

export type GarageService = ReturnType<typeof createGarageService>;

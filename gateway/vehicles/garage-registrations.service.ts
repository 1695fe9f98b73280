import type { Kysely } from 'kysely';
import { parseRegistrationMark, type RegistrationMark } from '../../rules/vehicles/registration-mark';
import type { DB } from '../store/schema';
import type { GarageError } from './garage.service';

/** A garage vehicle's registration mark, as the schema's `GarageRegistration`. */
export interface GarageRegistration {
  vehicleId: string;
  registration: RegistrationMark;
}

export interface GarageRegistrationsResult {
  registrations: GarageRegistration[];
  errors: GarageError[];
}

const FAILURE_CODES = {
  MALFORMED: 'REGISTRATION_MALFORMED',
  UNKNOWN_STATE: 'REGISTRATION_UNKNOWN_STATE',
} as const;

/** The stored (normalised, once validated) mark read back; null if a rule change made it invalid. */
function markOf(stored: string): RegistrationMark | null {
  const parsed = parseRegistrationMark(stored);
  return parsed.ok ? parsed.mark : null;
}

/**
 * Registration marks that label a signed-in shopper's garage vehicles (decision 030). The mark
 * never chooses the vehicle (no lookup service is wired, see registration-lookup.ts); it is
 * validated by the shared rule (rules/vehicles/registration-mark.ts) and stored normalised.
 */
export function createGarageRegistrationsService(db: Kysely<DB>) {
  async function list(trx: Kysely<DB>, userId: string): Promise<GarageRegistration[]> {
    const rows = await trx
      .selectFrom('user_vehicles')
      .select(['vehicle_id', 'registration'])
      .where('user_id', '=', userId)
      .where('registration', 'is not', null)
      .orderBy('seq')
      .execute();
    return rows.flatMap((row) => {
      const mark = markOf(row.registration!);
      return mark ? [{ vehicleId: row.vehicle_id, registration: mark }] : [];
    });
  }

  return {
    /** The shopper's labelled vehicles in garage order; empty for an anonymous caller. */
    list(userId: string | null): Promise<GarageRegistration[]> {
      return userId === null ? Promise.resolve([]) : list(db, userId);
    },

    /**
     * Sets (or, with null or blank text, removes) the mark of a vehicle in the shopper's garage.
     * Errors: AUTH_REQUIRED; PAGE_NOT_FOUND on `vehicleId` (not in the garage);
     * REGISTRATION_MALFORMED, REGISTRATION_UNKNOWN_STATE, REGISTRATION_ALREADY_IN_GARAGE on `registration`.
     */
    async set(userId: string | null, vehicleId: string, text: string | null): Promise<GarageRegistrationsResult> {
      if (userId === null) return { registrations: [], errors: [{ code: 'AUTH_REQUIRED', field: null }] };
      const parsed = parseRegistrationMark(text ?? '');
      return db.transaction().execute(async (trx) => {
        const answer = async (errors: GarageError[]) => ({ registrations: await list(trx, userId), errors });
        const user = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
        if (!user) return { registrations: [], errors: [{ code: 'AUTH_REQUIRED', field: null }] };
        if (!parsed.ok && parsed.reason !== 'EMPTY')
          return answer([{ code: FAILURE_CODES[parsed.reason], field: ['registration'] }]);
        const saved = await trx
          .selectFrom('user_vehicles')
          .select('vehicle_id')
          .where('user_id', '=', userId)
          .where('vehicle_id', '=', vehicleId)
          .executeTakeFirst();
        if (!saved) return answer([{ code: 'PAGE_NOT_FOUND', field: ['vehicleId'] }]);
        const registration = parsed.ok ? parsed.mark.normalized : null;
        if (registration !== null) {
          const taken = await trx
            .selectFrom('user_vehicles')
            .select('vehicle_id')
            .where('user_id', '=', userId)
            .where('registration', '=', registration)
            .where('vehicle_id', '<>', vehicleId)
            .executeTakeFirst();
          if (taken) return answer([{ code: 'REGISTRATION_ALREADY_IN_GARAGE', field: ['registration'] }]);
        }
        await trx
          .updateTable('user_vehicles')
          .set({ registration })
          .where('user_id', '=', userId)
          .where('vehicle_id', '=', vehicleId)
          .execute();
        return answer([]);
      });
    },
  };
}

export type GarageRegistrationsService = ReturnType<typeof createGarageRegistrationsService>;

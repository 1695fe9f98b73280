import type { Transaction } from 'kysely';
import type { DB } from '../store/schema';
import { parseClock } from './ist-time';
import { MORE_WORKSHOPS } from './seed/more-cities';

/**
 * Seeder `services-cities@1`: the workshops of seed/more-cities.ts, their hours, and the services
 * of their `like` city with its slot capacities (read from the store, so it follows that city).
 */
export async function seedMoreServiceCities(trx: Transaction<DB>): Promise<void> {
  const last = await trx
    .selectFrom('workshops')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const first = Number(last?.position ?? -1) + 1;
  await trx
    .insertInto('workshops')
    .values(
      MORE_WORKSHOPS.map((w, i) => ({
        city: w.city,
        position: first + i,
        name: w.name,
        workshop_name: w.workshopName,
        address: w.address,
      })),
    )
    .execute();
  await trx
    .insertInto('workshop_hours')
    .values(
      MORE_WORKSHOPS.flatMap((w) =>
        w.hours.flatMap(([days, opens, closes]) =>
          days.map((weekday) => ({ city: w.city, weekday, opens: parseClock(opens)!, closes: parseClock(closes)! })),
        ),
      ),
    )
    .execute();
  for (const w of MORE_WORKSHOPS) {
    const offered = await trx
      .selectFrom('service_cities')
      .select(['service_id', 'slot_capacity'])
      .where('city', '=', w.like)
      .execute();
    if (offered.length === 0) continue;
    await trx
      .insertInto('service_cities')
      .values(offered.map((row) => ({ service_id: row.service_id, city: w.city, slot_capacity: row.slot_capacity })))
      .execute();
  }
}

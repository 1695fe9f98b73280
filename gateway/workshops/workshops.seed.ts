import type { Transaction } from 'kysely';
import type { DB } from '../store/schema';
import { parseClock } from './ist-time';
import { sacCodeOf } from './seed/sac-codes';
import { SERVICES } from './seed/services';
import { WORKSHOPS } from './seed/workshops';

/** Seeder `services@1`: workshops with their hours, the service menu, packages and cities. */
export async function seedServices(trx: Transaction<DB>): Promise<void> {
  await trx
    .insertInto('workshops')
    .values(
      WORKSHOPS.map((w, position) => ({
        city: w.city,
        position,
        name: w.name,
        workshop_name: w.workshopName,
        address: w.address,
      })),
    )
    .execute();
  const hours = WORKSHOPS.flatMap((w) =>
    w.hours.flatMap(([days, opens, closes]) =>
      days.map((weekday) => ({ city: w.city, weekday, opens: parseClock(opens)!, closes: parseClock(closes)! })),
    ),
  );
  await trx.insertInto('workshop_hours').values(hours).execute();

  await trx
    .insertInto('services')
    .values(
      SERVICES.map((s, position) => ({
        id: s.slug,
        position,
        name: s.name,
        summary: s.summary,
        description: s.description,
        includes: JSON.stringify(s.includes),
        vehicle_types: JSON.stringify(s.vehicleTypes),
        vehicle_required: s.vehicleRequired,
        slot_minutes: s.slotMinutes,
        category_slugs: JSON.stringify(s.categorySlugs),
        image: `/images/services/${s.slug}.svg`,
      })),
    )
    .execute();
  await trx
    .insertInto('service_packages')
    .values(
      SERVICES.flatMap((s) =>
        s.packages.map(([key, name, rupees, minutes, includes], position) => ({
          id: `${s.slug}/${key}`,
          service_id: s.slug,
          position,
          name,
          price: rupees * 100,
          duration_minutes: minutes,
          includes: JSON.stringify(includes),
          sac_code: sacCodeOf(`${s.slug}/${key}`),
        })),
      ),
    )
    .execute();
  await trx
    .insertInto('service_cities')
    .values(
      SERVICES.flatMap((s) =>
        Object.entries(s.cities).map(([city, slot_capacity]) => ({ service_id: s.slug, city, slot_capacity })),
      ),
    )
    .execute();
}

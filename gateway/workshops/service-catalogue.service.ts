import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { cityKey } from './booking-rules';
import type { Clock } from './clock';
import type {
  ServiceCityRow,
  ServicePackageRow,
  ServiceRow,
  ServiceSlotView,
  WorkshopHoursRow,
} from './workshops.mappers';
import { type DayHours, slotsBetween } from './slot-rules';

/** Where a service is offered in one city: the slot grid's inputs and the capacity per slot. */
export interface Offering {
  service: ServiceRow;
  city: string;
  slotCapacity: number;
  hours: DayHours[];
}

/** Reads of the services catalogue, workshops and slot availability. */
export function createServiceCatalogueService(db: Kysely<DB>, clock: Clock) {
  const services = () => db.selectFrom('services').selectAll();

  async function hoursOf(city: string): Promise<DayHours[]> {
    return db.selectFrom('workshop_hours').select(['weekday', 'opens', 'closes']).where('city', '=', city).execute();
  }

  /** The service in the city (key or name), or null when either is unknown or it is not offered there. */
  async function offering(serviceId: string, city: string): Promise<Offering | null> {
    const key = cityKey(city);
    const row = await db
      .selectFrom('service_cities as sc')
      .innerJoin('services as s', 's.id', 'sc.service_id')
      .selectAll('s')
      .select('sc.slot_capacity')
      .where('sc.service_id', '=', serviceId)
      .where('sc.city', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    const { slot_capacity: slotCapacity, ...service } = row;
    return { service, city: key, slotCapacity, hours: await hoursOf(key) };
  }

  return {
    list: (): Promise<ServiceRow[]> => services().orderBy('position').execute(),
    bySlug: (slug: string): Promise<ServiceRow | undefined> =>
      services().where('id', '=', slug.trim().toLowerCase()).executeTakeFirst(),
    byIds: (ids: readonly string[]): Promise<ServiceRow[]> =>
      ids.length
        ? services()
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),

    packagesOf: (serviceIds: readonly string[]): Promise<ServicePackageRow[]> =>
      db
        .selectFrom('service_packages')
        .selectAll()
        .where('service_id', 'in', [...serviceIds])
        .orderBy('service_id')
        .orderBy('position')
        .execute(),
    packagesByIds: (ids: readonly string[]): Promise<ServicePackageRow[]> =>
      ids.length
        ? db
            .selectFrom('service_packages')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),

    cities: (): Promise<ServiceCityRow[]> => db.selectFrom('workshops').selectAll().orderBy('position').execute(),
    citiesByKeys: (keys: readonly string[]): Promise<ServiceCityRow[]> =>
      keys.length
        ? db
            .selectFrom('workshops')
            .selectAll()
            .where('city', 'in', [...keys])
            .execute()
        : Promise.resolve([]),
    /** Cities per service, in the workshops' order. */
    citiesOf: (serviceIds: readonly string[]): Promise<(ServiceCityRow & { service_id: string })[]> =>
      db
        .selectFrom('service_cities as sc')
        .innerJoin('workshops as w', 'w.city', 'sc.city')
        .selectAll('w')
        .select('sc.service_id')
        .where('sc.service_id', 'in', [...serviceIds])
        .orderBy('w.position')
        .execute(),
    hoursOfCities: (cities: readonly string[]): Promise<WorkshopHoursRow[]> =>
      db
        .selectFrom('workshop_hours')
        .selectAll()
        .where('city', 'in', [...cities])
        .orderBy('weekday')
        .execute(),

    offering,
    /** Per product: the services whose related categories include one of its categories (or their ancestors). */
    async servicesForProducts(productIds: readonly number[]): Promise<ServiceRow[][]> {
      const links = await db
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .select(['pc.product_id', 'c.slug'])
        .where('pc.product_id', 'in', [...productIds])
        .execute();
      const all = await services().orderBy('position').execute();
      return productIds.map((id) => {
        const slugs = new Set(links.filter((l) => l.product_id === id).map((l) => l.slug));
        return all.filter((service) => service.category_slugs.some((slug) => slugs.has(slug)));
      });
    },

    /**
     * Future slots between two IST dates with what is left; empty when the service is not offered
     * there. A slot staff blocked (back office) is not offered: it is left out.
     */
    async slots(serviceId: string, city: string, from: string, to: string): Promise<ServiceSlotView[]> {
      const found = await offering(serviceId, city);
      if (!found) return [];
      const grid = slotsBetween(from, to, found.hours, found.service.slot_minutes, clock.now());
      if (grid.length === 0) return [];
      const taken = await db
        .selectFrom('service_slots')
        .select(['starts_at', 'capacity', 'booked', 'blocked'])
        .where('service_id', '=', serviceId)
        .where('city', '=', found.city)
        .where('starts_at', '>=', grid[0]!.start)
        .where('starts_at', '<=', grid.at(-1)!.start)
        .execute();
      const byStart = new Map(taken.map((row) => [new Date(row.starts_at).getTime(), row]));
      return grid.flatMap(({ start, end }) => {
        const row = byStart.get(start.getTime());
        if (row?.blocked) return [];
        const capacity = row?.capacity ?? found.slotCapacity;
        return [{ start, end, capacity, remaining: Math.max(0, capacity - (row?.booked ?? 0)) }];
      });
    },
  };
}

export type ServiceCatalogueService = ReturnType<typeof createServiceCatalogueService>;

import DataLoader from 'dataloader';
import type { GatewayContext } from '../graphql/context';
import { requestMemo } from '../graphql/request-memo';

const perRequest = requestMemo<Map<string, DataLoader<unknown, unknown>>>('service DataLoaders');

/** A per-request DataLoader kept on the request's context object (never outlives the request). */
function loader<K, V>(
  context: GatewayContext,
  name: string,
  batch: (keys: readonly K[]) => Promise<V[]>,
): DataLoader<K, V> {
  const loaders = perRequest(context, () => new Map());
  let found = loaders.get(name) as DataLoader<K, V> | undefined;
  if (!found) loaders.set(name, (found = new DataLoader<K, V>(batch)) as DataLoader<unknown, unknown>);
  return found;
}

function groupBy<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

function byKey<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((k) => found.get(k) ?? null);
}

/** Loaders of the services domain: a services list with packages, cities and hours costs one query per relation. */
export function servicesLoaders(context: GatewayContext) {
  const catalogue = context.services.serviceCatalogue;
  return {
    service: loader(context, 'services.service', async (ids: readonly string[]) =>
      byKey(ids, await catalogue.byIds(ids), (r) => r.id),
    ),
    package: loader(context, 'services.package', async (ids: readonly string[]) =>
      byKey(ids, await catalogue.packagesByIds(ids), (r) => r.id),
    ),
    packages: loader(context, 'services.packages', async (ids: readonly string[]) =>
      groupBy(ids, await catalogue.packagesOf(ids), (r) => r.service_id),
    ),
    city: loader(context, 'services.city', async (keys: readonly string[]) =>
      byKey(keys, await catalogue.citiesByKeys(keys), (r) => r.city),
    ),
    cities: loader(context, 'services.cities', async (ids: readonly string[]) =>
      groupBy(ids, await catalogue.citiesOf(ids), (r) => r.service_id),
    ),
    forProduct: loader(context, 'services.forProduct', (ids: readonly number[]) => catalogue.servicesForProducts(ids)),
    /** Keys are `<order id>|masked` or `<order id>|owner`. */
    orderInstallations: loader(context, 'services.orderInstallations', (keys: readonly string[]) =>
      context.services.serviceBookings.ofOrders(
        keys.map((k) => ({ id: k.split('|')[0]!, masked: k.endsWith('|masked') })),
      ),
    ),
    orderNumber: loader(context, 'services.orderNumber', async (ids: readonly string[]) =>
      byKey(ids, await context.services.serviceBookings.orderNumbers(ids), (r) => r.id).map((r) => r?.number ?? null),
    ),
    hours: loader(context, 'services.hours', async (cities: readonly string[]) =>
      groupBy(cities, await catalogue.hoursOfCities(cities), (r) => r.city),
    ),
  };
}

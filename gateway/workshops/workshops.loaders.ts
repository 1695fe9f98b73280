import type { GatewayContext } from '../graphql/context';
import { byKey, groupBy, requestLoaders } from '../graphql/request-loaders';

const loader = requestLoaders('service DataLoaders');

/** Loaders of the services domain: a services list with packages, cities and hours costs one query per relation. */
export function workshopsLoaders(context: GatewayContext) {
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

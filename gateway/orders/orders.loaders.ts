import DataLoader from 'dataloader';
import type { ProductRow } from '../catalogue/catalogue.mappers';
import type { GatewayContext } from '../graphql/context';

const perRequest = new WeakMap<GatewayContext, DataLoader<number, ProductRow | null>>();

/** Products of order items by id, one query per request. */
export function orderProductLoader(context: GatewayContext): DataLoader<number, ProductRow | null> {
  let loader = perRequest.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const rows = await context.db
        .selectFrom('products')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    perRequest.set(context, loader);
  }
  return loader;
}

import DataLoader from 'dataloader';
import type { ProductRow } from '../catalogue/catalogue.mappers';
import type { GatewayContext } from '../graphql/context';
import { requestMemo } from '../graphql/request-memo';

const perRequest = requestMemo<DataLoader<number, ProductRow | null>>('order products');

/** Products of order items by id, one query per request. */
export function orderProductLoader(context: GatewayContext): DataLoader<number, ProductRow | null> {
  return perRequest(
    context,
    () =>
      new DataLoader(async (ids: readonly number[]) => {
        const rows = await context.db
          .selectFrom('products')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute();
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );
}

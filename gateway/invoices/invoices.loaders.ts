import DataLoader from 'dataloader';
import type { GatewayContext } from '../graphql/context';
import { requestMemo } from '../graphql/request-memo';
import type { IssuedDocuments } from './invoices.service';

const perRequest = requestMemo<DataLoader<string, IssuedDocuments>>('tax documents');

/** The invoice and credit note of orders by order id: two queries per request, however many orders. */
export function taxDocumentsLoader(context: GatewayContext): DataLoader<string, IssuedDocuments> {
  return perRequest(
    context,
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        const found = await context.services.invoices.ofOrders(ids);
        return ids.map((id) => found.get(id)!);
      }),
  );
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StockStatus } from '@web/__generated__/admin-graphql';

export const STOCK_STATUSES: readonly StockStatus[] = ['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER'];

const NAMES = {
  IN_STOCK: msg`In stock`,
  OUT_OF_STOCK: msg`Out of stock`,
  ON_BACKORDER: msg`On backorder`,
} as const;

/** A stock status in the active language. */
export function useStockStatusName() {
  const { i18n } = useLingui();
  return (status: StockStatus) => i18n._(NAMES[status]);
}

import { type StockStatus, useCorrectProductStockMutation } from '@web/__generated__/admin-graphql';
import { mutationOutcome as outcome, runAdminMutation } from '@web/admin/shared/ui/server-errors';

/** Corrects a product's stock from the quantity the screen showed (refused when it moved meanwhile). */
export function useCorrectStock(id: string) {
  const [correct] = useCorrectProductStockMutation();
  return async (quantity: number, status: StockStatus, quantityWas: number) => {
    const { result, errors } = await runAdminMutation(() =>
      correct({ variables: { id, quantity, status, quantityWas } }),
    );
    return outcome(result?.data?.setProductStock, errors);
  };
}

import {
  useCancelOrderMutation,
  useCompleteOrderMutation,
  useConfirmOrderMutation,
  useMarkOrderPaidMutation,
  useMarkOrderRefundedMutation,
  useShipOrderMutation,
} from '@web/__generated__/admin-graphql';
import { mutationOutcome, runAdminMutation } from '@web/admin/shared/ui/server-errors';

/**
 * The moves of an order (confirm, mark paid, ship, complete, cancel, mark refunded). Each answers the order as it
 * is afterwards, which Apollo writes over the cached one (normalised by id); the answer is the
 * server's errors, none when the move went through.
 */
export function useOrderMoves(number: number) {
  const [confirm] = useConfirmOrderMutation();
  const [markPaid] = useMarkOrderPaidMutation();
  const [ship] = useShipOrderMutation();
  const [complete] = useCompleteOrderMutation();
  const [cancel] = useCancelOrderMutation();
  const [markRefunded] = useMarkOrderRefundedMutation();
  return {
    confirm: async () => {
      const { result, errors } = await runAdminMutation(() => confirm({ variables: { number } }));
      return mutationOutcome(result?.data?.confirmOrder, errors);
    },
    markPaid: async (utr: string, amount: number) => {
      const { result, errors } = await runAdminMutation(() => markPaid({ variables: { number, utr, amount } }));
      return mutationOutcome(result?.data?.markOrderPaid, errors);
    },
    ship: async (courier: string, awbNumber: string) => {
      const { result, errors } = await runAdminMutation(() => ship({ variables: { number, courier, awbNumber } }));
      return mutationOutcome(result?.data?.shipOrder, errors);
    },
    complete: async () => {
      const { result, errors } = await runAdminMutation(() => complete({ variables: { number } }));
      return mutationOutcome(result?.data?.completeOrder, errors);
    },
    cancel: async () => {
      const { result, errors } = await runAdminMutation(() => cancel({ variables: { number } }));
      return mutationOutcome(result?.data?.cancelOrder, errors);
    },
    markRefunded: async (reference: string) => {
      const { result, errors } = await runAdminMutation(() => markRefunded({ variables: { number, reference } }));
      return mutationOutcome(result?.data?.markOrderRefunded, errors);
    },
  };
}

import {
  useCancelOrderMutation,
  useCompleteOrderMutation,
  useConfirmOrderMutation,
  useMarkOrderPaidMutation,
  useShipOrderMutation,
} from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { runAdminMutation } from '@web/admin/shared/ui/server-errors';

type Payload = { errors: readonly ServerError[] } | null | undefined;

const outcome = (payload: Payload, failed: readonly ServerError[]): readonly ServerError[] =>
  failed.length ? failed : (payload?.errors ?? [{ code: 'UNEXPECTED' }]);

/**
 * The moves of an order (confirm, mark paid, ship, complete, cancel). Each answers the order as it
 * is afterwards, which Apollo writes over the cached one (normalised by id); the answer is the
 * server's errors, none when the move went through.
 */
export function useOrderMoves(number: number) {
  const [confirm] = useConfirmOrderMutation();
  const [markPaid] = useMarkOrderPaidMutation();
  const [ship] = useShipOrderMutation();
  const [complete] = useCompleteOrderMutation();
  const [cancel] = useCancelOrderMutation();
  return {
    confirm: async () => {
      const { result, errors } = await runAdminMutation(() => confirm({ variables: { number } }));
      return outcome(result?.data?.confirmOrder, errors);
    },
    markPaid: async (utr: string, amount: number) => {
      const { result, errors } = await runAdminMutation(() => markPaid({ variables: { number, utr, amount } }));
      return outcome(result?.data?.markOrderPaid, errors);
    },
    ship: async (courier: string, awbNumber: string) => {
      const { result, errors } = await runAdminMutation(() => ship({ variables: { number, courier, awbNumber } }));
      return outcome(result?.data?.shipOrder, errors);
    },
    complete: async () => {
      const { result, errors } = await runAdminMutation(() => complete({ variables: { number } }));
      return outcome(result?.data?.completeOrder, errors);
    },
    cancel: async () => {
      const { result, errors } = await runAdminMutation(() => cancel({ variables: { number } }));
      return outcome(result?.data?.cancelOrder, errors);
    },
  };
}

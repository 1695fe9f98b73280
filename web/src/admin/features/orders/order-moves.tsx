import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OrderDetail_OrderFragment } from '@web/__generated__/admin-graphql';
import { ConfirmDialog } from '@web/admin/shared/ui/confirm-dialog';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useOrderMoves } from './api/use-order-moves';
import { MarkPaidForm } from './mark-paid-form';
import { RefundForm } from './refund-form';
import { ShipForm } from './ship-form';

const AWAITS_MONEY = ['upi', 'bank-transfer'];

/**
 * What staff can do with the order in its present state (the server checks each move against the
 * order process anyway and answers ORDER_MOVE_NOT_ALLOWED).
 */
export function OrderMoves({ order }: { order: OrderDetail_OrderFragment }) {
  const { t } = useLingui();
  const moves = useOrderMoves(order.number);
  const [alert, setAlert] = useState<string[]>([]);
  const show = (errors: readonly ServerError[]) => setAlert(errors.map((e) => `ERROR_API_${e.code}`));
  const pending = order.status === 'PENDING';
  const awaitingMoney =
    pending && order.paymentStatus === 'AWAITING_PAYMENT' && AWAITS_MONEY.includes(order.paymentMethod);
  return (
    <section aria-labelledby="moves-title" className={styles.card}>
      <h2 id="moves-title">
        <Trans>Next steps</Trans>
      </h2>
      <ErrorAlert keys={alert} />
      {awaitingMoney ? <MarkPaidForm order={order} markPaid={moves.markPaid} /> : null}
      {pending && !awaitingMoney ? (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={async () => show(await moves.confirm())}>
            <Trans>Confirm order</Trans>
          </button>
        </div>
      ) : null}
      {order.status === 'CONFIRMED' ? <ShipForm ship={moves.ship} /> : null}
      {order.status === 'SHIPPED' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={async () => show(await moves.complete())}>
            <Trans>Mark delivered</Trans>
          </button>
        </div>
      ) : null}
      {pending || order.status === 'CONFIRMED' ? (
        <div className={styles.actions}>
          <ConfirmDialog
            trigger={
              <button type="button" className={styles.secondary}>
                <Trans>Cancel order</Trans>
              </button>
            }
            title={t`Cancel order ${order.number}?`}
            description={
              <Trans>
                Its stock goes back on the shelf; an invoiced order gets a credit note. This cannot be undone.
              </Trans>
            }
            confirm={<Trans>Cancel the order</Trans>}
            onConfirm={async () => show(await moves.cancel())}
          />
        </div>
      ) : null}
      {order.paymentStatus === 'REFUND_DUE' ? <RefundForm markRefunded={moves.markRefunded} /> : null}
      {(order.status === 'COMPLETED' || order.status === 'CANCELLED') && order.paymentStatus !== 'REFUND_DUE' ? (
        <p className={styles.muted}>
          <Trans>Nothing more to do with this order.</Trans>
        </p>
      ) : null}
    </section>
  );
}

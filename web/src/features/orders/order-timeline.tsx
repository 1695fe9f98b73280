import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '@web/__generated__/graphql';
import { ORDER_STATUSES } from '@web/shared/i18n/shop-messages';
import styles from './orders.module.css';

const STEPS: OrderStatus[] = ['PENDING', 'CONFIRMED', 'SHIPPED', 'COMPLETED'];

/** PENDING → CONFIRMED → SHIPPED → COMPLETED, with the current step marked; a cancelled order says so. */
export function OrderTimeline({ status }: { status: OrderStatus }) {
  const { t, i18n } = useLingui();
  if (status === 'CANCELLED') {
    return <p className={styles.cancelled}>{t`This order was cancelled.`}</p>;
  }
  const current = STEPS.indexOf(status);
  return (
    <ol className={styles.timeline} aria-label={t`Order status`}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={i < current ? styles.done : i === current ? styles.current : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true">
            {i < current ? '✓' : i + 1}
          </span>
          {i18n._(ORDER_STATUSES[step]!)}
        </li>
      ))}
    </ol>
  );
}

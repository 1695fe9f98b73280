import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { OrderRow_OrderFragment } from '@web/__generated__/admin-graphql';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { orderStatusName, paymentMethodName, paymentStatusName } from './order-labels';

/** Orders as rows: number (to the order), date, buyer, statuses and total. */
export function OrderTable({ orders, caption }: { orders: readonly OrderRow_OrderFragment[]; caption: string }) {
  const { i18n, t } = useLingui();
  const format = useAdminFormat();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Order`}</th>
            <th scope="col">{t`Placed`}</th>
            <th scope="col">{t`Buyer`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Payment`}</th>
            <th scope="col">{t`Total`}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={`/admin/orders/${order.number}`}>{t`Order ${order.number}`}</Link>
              </td>
              <td>{format.dateTime(order.createdAt)}</td>
              <td>
                <div>{order.email}</div>
                <div className={styles.muted}>{order.phone}</div>
              </td>
              <td>{orderStatusName(i18n, order.status)}</td>
              <td>
                <div>{paymentStatusName(i18n, order.paymentStatus)}</div>
                <div className={styles.muted}>{paymentMethodName(i18n, order.paymentMethod)}</div>
              </td>
              <td>{format.money(order.total.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

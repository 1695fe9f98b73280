import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { type TodayOrder_OrderFragment, useTodayQuery } from '@web/__generated__/admin-graphql';
import { todayInIndia } from '@web/admin/shared/india-date';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

/**
 * What needs doing today: new orders to confirm, orders waiting for money or for shipping, refunds
 * due, low stock, today's bookings.
 */
export function TodayPage() {
  const { t } = useLingui();
  useAdminTitle(t`Today`);
  const format = useAdminFormat();
  const { data, error } = useTodayQuery();
  const today = data?.today;
  const orders = (list: readonly TodayOrder_OrderFragment[]) =>
    list.length ? (
      <ul>
        {list.map((order) => (
          <li key={order.id}>
            <Link to={`/admin/orders/${order.number}`}>{t`Order ${order.number}`}</Link> · {order.email} ·{' '}
            {format.money(order.total.amount)} ·{' '}
            <span className={styles.muted}>{format.dateTime(order.createdAt)}</span>
          </li>
        ))}
      </ul>
    ) : (
      <p className={styles.muted}>{t`None.`}</p>
    );
  return (
    <>
      <h1>
        <Trans>Today</Trans>
      </h1>
      {error ? <ErrorAlert keys={['ERROR_API_UNEXPECTED']} /> : null}
      {today ? (
        <div className={styles.grid}>
          <section aria-labelledby="confirm-title" className={styles.card}>
            <h2 id="confirm-title">{t`To confirm (${today.toConfirm.length})`}</h2>
            {orders(today.toConfirm)}
          </section>
          <section aria-labelledby="awaiting-title" className={styles.card}>
            <h2 id="awaiting-title">{t`Awaiting payment (${today.awaitingPayment.length})`}</h2>
            {orders(today.awaitingPayment)}
          </section>
          <section aria-labelledby="ship-title" className={styles.card}>
            <h2 id="ship-title">{t`To ship (${today.toShip.length})`}</h2>
            {orders(today.toShip)}
          </section>
          <section aria-labelledby="refunds-title" className={styles.card}>
            <h2 id="refunds-title">{t`Refunds due (${today.refundsDue.length})`}</h2>
            {orders(today.refundsDue)}
          </section>
          <section aria-labelledby="stock-title" className={styles.card}>
            <h2 id="stock-title">{t`Low stock (${today.lowStock.length})`}</h2>
            {today.lowStock.length ? (
              <ul>
                {today.lowStock.map((product) => (
                  <li key={product.id}>
                    <Link to={`/admin/products/${product.id}/stock`}>{product.name}</Link>{' '}
                    <span className={styles.muted}>({product.sku})</span>: {t`${product.stockQuantity} left`}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t`None.`}</p>
            )}
          </section>
          <section aria-labelledby="bookings-title" className={styles.card}>
            <h2 id="bookings-title">{t`Today's bookings (${today.bookings.length})`}</h2>
            <p>
              <Link to="/admin/bookings">{t`Open the bookings screen`}</Link>
            </p>
            {today.bookings.length ? (
              <ul>
                {today.bookings.map((booking) => (
                  <li key={booking.id}>
                    <Link
                      to={`/admin/bookings?${new URLSearchParams({ service: booking.serviceId, city: booking.city, date: todayInIndia() })}`}
                    >
                      {format.dateTime(booking.slotStart)}
                    </Link>{' '}
                    · {booking.packageName} · {booking.city} · {booking.contactName}{' '}
                    <a href={`tel:${booking.contactPhone}`}>{booking.contactPhone}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t`None.`}</p>
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useBookingsQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { BookingSummary } from './booking-summary';
import { CancelBookingButton } from './cancel-booking-button';
import styles from './bookings.module.css';
import common from './services.module.css';

/** /account/bookings — the signed-in shopper's service bookings, latest slot first, with cancel. */
export function BookingsPage() {
  const { t } = useLingui();
  usePageTitle(t`My bookings`);
  const { data, loading, error, refetch } = useBookingsQuery({ fetchPolicy: 'cache-and-network' });
  const list = data?.bookings;
  return (
    <section className={styles.list}>
      <h1>{t`My bookings`}</h1>
      {loading && !list && <div className={common.skeleton} aria-busy="true" aria-label={t`Loading your bookings`} />}
      {error && !list && (
        <div role="alert">
          <p>{t`We could not load your bookings.`}</p>
          <button type="button" className={common.button} onClick={() => void refetch()}>{t`Try again`}</button>
        </div>
      )}
      {list && list.length === 0 && (
        <p>
          {t`You have no service bookings yet.`} <Link to="/services">{t`Book a service`}</Link>
        </p>
      )}
      {list && list.length > 0 && (
        <ul className={styles.cards}>
          {list.map((booking) => (
            <li key={booking.id} className={styles.card} aria-label={t`Booking ${booking.reference}`}>
              <BookingSummary booking={booking} />
              {booking.orderNumber !== null && booking.orderNumber !== undefined && (
                <p className={styles.withOrder}>
                  {t`Installation booked with order ${booking.orderNumber}: it is cancelled with the order.`}
                </p>
              )}
              <CancelBookingButton booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

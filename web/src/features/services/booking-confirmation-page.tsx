import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useBookingByTokenQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { BookingSummary } from './booking-summary';
import { CancelBookingButton } from './cancel-booking-button';
import styles from './bookings.module.css';
import common from './services.module.css';

/** /services/bookings/:token — the confirmation after booking, also the guest's e-mail link. */
export function BookingConfirmationPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useBookingByTokenQuery({ variables: { token } });
  const booking = data?.bookingByToken;
  usePageTitle(booking ? t`Booking ${booking.reference}` : data ? t`Page Not Found` : null);
  if (loading && !data)
    return (
      <div className={common.page}>
        <div className={common.skeleton} aria-busy="true" aria-label={t`Loading your booking`} />
      </div>
    );
  if (error && !data) {
    return (
      <div className={common.page} role="alert">
        <p>{t`We could not load your booking.`}</p>
        <button type="button" className={common.button} onClick={() => void refetch()}>{t`Try again`}</button>
      </div>
    );
  }
  if (!booking) {
    return (
      <div className={common.page}>
        <h1>{t`Page Not Found`}</h1>
        <p>
          <Link to="/services">{t`See all services`}</Link>
        </p>
      </div>
    );
  }
  const confirmed = booking.status === 'CONFIRMED';
  return (
    <div className={`${common.page} ${styles.narrow}`}>
      <h1>{confirmed ? t`Your slot is booked` : t`Booking cancelled`}</h1>
      <p className={styles.lead}>
        {confirmed
          ? t`Your booking reference is ${booking.reference}. We have sent the details to ${booking.contactEmail}.`
          : t`Booking ${booking.reference} is cancelled and the slot is free again.`}
      </p>
      <BookingSummary booking={booking} />
      <CancelBookingButton booking={booking} token={token} />
      <p className={styles.actions}>
        <Link to={`/services/${booking.service.slug}`}>{t`Back to ${booking.service.name}`}</Link>
        <Link to="/services">{t`All services`}</Link>
      </p>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { BookingView_BookingFragment } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { IST_ZONE } from './ist-dates';
import { BOOKING_STATUSES } from './service-messages';
import { useLocale } from './use-locale';
import styles from './bookings.module.css';

/** "Mon, 12 May 2025, 10:00 am – 11:00 am" in IST and the active language. */
export function useFormatSlot(): (start: string, end: string) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: IST_ZONE });
  return (start, end) => format.formatRange(new Date(start), new Date(end));
}

/** The facts of a booking as a description list. */
export function BookingSummary({ booking }: { booking: BookingView_BookingFragment }) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const formatSlot = useFormatSlot();
  const vehicle = booking.vehicle
    ? `${booking.vehicle.make} ${booking.vehicle.model} ${booking.vehicle.year}`
    : booking.vehicleText;
  return (
    <dl className={styles.facts}>
      <dt>{t`Reference`}</dt>
      <dd className={styles.reference}>{booking.reference}</dd>
      <dt>{t`Status`}</dt>
      <dd>
        <span className={styles.status} data-status={booking.status}>
          {i18n._(BOOKING_STATUSES[booking.status]!)}
        </span>
      </dd>
      <dt>{t`Service`}</dt>
      <dd>{`${booking.service.name}: ${booking.packageName}`}</dd>
      <dt>{t`Price`}</dt>
      <dd>{formatMoney(booking.price)}</dd>
      <dt>{t`When`}</dt>
      <dd>{formatSlot(booking.slotStart, booking.slotEnd)}</dd>
      <dt>{t`Where`}</dt>
      <dd>{`${booking.city.workshopName}, ${booking.city.address}`}</dd>
      {vehicle && (
        <>
          <dt>{t`Vehicle`}</dt>
          <dd>{vehicle}</dd>
        </>
      )}
      <dt>{t`Contact`}</dt>
      <dd>{`${booking.contactName}, ${booking.contactPhone}, ${booking.contactEmail}`}</dd>
      {booking.notes && (
        <>
          <dt>{t`Notes`}</dt>
          <dd>{booking.notes}</dd>
        </>
      )}
    </dl>
  );
}

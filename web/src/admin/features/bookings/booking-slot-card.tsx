import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BookingSlotCard_SlotFragment } from '@web/__generated__/admin-graphql';
import { ConfirmDialog } from '@web/admin/shared/ui/confirm-dialog';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import type { BookingChanges } from './api/use-booking-changes';
import { MoveBookingForm } from './move-booking-form';

interface SlotCardProps {
  slot: BookingSlotCard_SlotFragment;
  day: { serviceId: string; city: string; date: string };
  changes: BookingChanges;
  /** When the screen was opened (ms): past slots offer no changes (the server refuses them anyway). */
  now: number;
}

/** One slot of the day: capacity, booked, blocked; block or unblock it; move or cancel its bookings. */
export function BookingSlotCard({ slot, day, changes, now }: SlotCardProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const [alert, setAlert] = useState<string[]>([]);
  const [moving, setMoving] = useState<string | null>(null);
  const show = (errors: readonly ServerError[]) => setAlert(errors.map((e) => `ERROR_API_${e.code}`));
  const future = new Date(slot.start).getTime() > now;
  const time = `${format.time(slot.start)}–${format.time(slot.end)}`;
  const titleId = `slot-${slot.start}`;
  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId}>
        {time}
        {slot.blocked ? <> · {t`Blocked`}</> : null}
      </h2>
      <p>
        {t`${slot.booked} of ${slot.capacity} booked`}
        {slot.onGrid ? null : <span className={styles.muted}> · {t`outside today's opening hours`}</span>}
      </p>
      <ErrorAlert keys={alert} />
      {future && slot.onGrid ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={async () => show(await changes.setBlocked(slot.start, !slot.blocked))}
          >
            {slot.blocked ? t`Unblock ${time}` : t`Block ${time}`}
          </button>
        </div>
      ) : null}
      {slot.bookings.length ? (
        <ul>
          {slot.bookings.map((booking) => (
            <li key={booking.id}>
              <strong>{booking.reference}</strong> · {booking.packageName} · {booking.contactName}{' '}
              <a href={`tel:${booking.contactPhone}`}>{booking.contactPhone}</a>
              {booking.vehicle ? <> · {booking.vehicle}</> : null}
              {booking.orderNumber ? <> · {t`order ${booking.orderNumber}`}</> : null}
              {future ? (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-expanded={moving === booking.id}
                    onClick={() => setMoving(moving === booking.id ? null : booking.id)}
                  >
                    {t`Move ${booking.reference}`}
                  </button>
                  {booking.orderNumber ? null : (
                    <ConfirmDialog
                      trigger={
                        <button type="button" className={styles.secondary}>
                          {t`Cancel ${booking.reference}`}
                        </button>
                      }
                      title={t`Cancel booking ${booking.reference}?`}
                      description={
                        <Trans>
                          The place goes back to the slot and the shopper is told by e-mail. This cannot be undone.
                        </Trans>
                      }
                      confirm={<Trans>Cancel the booking</Trans>}
                      onConfirm={async () => show(await changes.cancel(booking.id))}
                    />
                  )}
                </div>
              ) : null}
              {moving === booking.id ? (
                <MoveBookingForm
                  booking={booking}
                  day={day}
                  currentStart={slot.start}
                  now={now}
                  move={changes.move}
                  onDone={() => setMoving(null)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

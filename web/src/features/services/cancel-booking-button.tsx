import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BookingView_BookingFragment } from '@web/__generated__/graphql';
import { bookingErrorMessage } from './service-messages';
import { useCancelBooking } from './use-cancel-booking';
import { useLocale } from './use-locale';
import { IST_ZONE } from './ist-dates';
import styles from './bookings.module.css';
import common from './services.module.css';

/** Cancel, with the cut-off time, while the booking can still be cancelled; the error otherwise. */
export function CancelBookingButton({ booking, token }: { booking: BookingView_BookingFragment; token?: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { cancel, busyId } = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  if (!booking.cancellable) return null;
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: IST_ZONE }).format(
    new Date(booking.cancelBefore),
  );
  const busy = busyId === booking.id;
  return (
    <div className={styles.cancel}>
      <button
        type="button"
        className={common.secondary}
        disabled={busy}
        aria-describedby={`cancel-until-${booking.id}`}
        onClick={async () => setError(await cancel(booking.id, token))}
      >
        {busy ? t`Cancelling…` : t`Cancel booking ${booking.reference}`}
      </button>
      <p id={`cancel-until-${booking.id}`} className={styles.muted}>{t`Free cancellation until ${until}`}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {i18n._(bookingErrorMessage(error))}
        </p>
      )}
    </div>
  );
}

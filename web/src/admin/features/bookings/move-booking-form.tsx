import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useBookingDayQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

interface MoveValues {
  date: string;
  slotStart: string;
}

interface MoveBookingFormProps {
  booking: { id: string; reference: string };
  /** The day on screen: service, city and the booking's date (the form starts there). */
  day: { serviceId: string; city: string; date: string };
  currentStart: string;
  /** When the screen was opened (ms): only later slots are offered; the server checks again. */
  now: number;
  move: (id: string, slotStart: string) => Promise<readonly ServerError[]>;
  onDone: () => void;
}

/** Moves a booking to another slot of its service and city: a date, then one of that day's open slots. */
export function MoveBookingForm({ booking, day, currentStart, now, move, onDone }: MoveBookingFormProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState, control } = useForm<MoveValues>({
    defaultValues: { date: day.date, slotStart: '' },
  });
  const date = useWatch({ control, name: 'date' });
  const { data } = useBookingDayQuery({
    variables: { serviceId: day.serviceId, city: day.city, date },
    skip: !/^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const slots = (data?.bookingDay?.slots ?? []).filter(
    (s) => s.onGrid && s.start !== currentStart && new Date(s.start).getTime() > now,
  );
  const onSubmit = handleSubmit(async ({ slotStart }) => {
    setAlert([]);
    if (!slotStart) return setError('slotStart', { type: 'rule', message: 'ERROR_FORM_REQUIRED' });
    const errors = await move(booking.id, slotStart);
    setAlert(applyServerErrors(errors, setError, ['slotStart']));
    if (!errors.length) onDone();
  });
  const slotId = `move-${booking.id}-slot`;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Move booking ${booking.reference}`}>
      <ErrorAlert keys={alert} />
      <Field
        {...adminField}
        label={t`New date`}
        type="date"
        required
        error={formState.errors.date}
        registration={register('date')}
      />
      <div className={styles.field}>
        <label htmlFor={slotId} className={styles.label}>
          <Trans>New time</Trans>
        </label>
        <select
          id={slotId}
          className={styles.select}
          aria-invalid={formState.errors.slotStart ? true : undefined}
          {...register('slotStart')}
        >
          <option value="">{slots.length ? t`Choose a slot` : t`No open slot on this day`}</option>
          {slots.map((s) => {
            const free = s.capacity - s.booked;
            return (
              <option key={s.start} value={s.start} disabled={s.blocked || free < 1}>
                {format.time(s.start)} · {s.blocked ? t`blocked` : t`${free} of ${s.capacity} free`}
              </option>
            );
          })}
        </select>
        {formState.errors.slotStart?.message ? <ErrorAlert keys={[formState.errors.slotStart.message]} /> : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          <Trans>Move booking</Trans>
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          <Trans>Close</Trans>
        </button>
      </div>
    </form>
  );
}

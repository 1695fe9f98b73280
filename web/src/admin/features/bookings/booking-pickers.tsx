import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BookingServicesQuery } from '@web/__generated__/admin-graphql';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import type { BookingDayParams } from './booking-params';

type Services = BookingServicesQuery['bookingServices'];

/** Which day to show: a service, one of its cities, a date. Applying changes the address. */
export function BookingPickers({
  services,
  values,
  onApply,
}: {
  services: Services;
  values: BookingDayParams;
  onApply: (values: BookingDayParams) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const { register, handleSubmit, setValue, getValues, control } = useForm<BookingDayParams>({ values });
  const chosen = useWatch({ control, name: 'service' });
  const cities = services.find((s) => s.id === chosen)?.cities ?? [];
  const service = register('service');
  return (
    <form className={styles.filters} onSubmit={handleSubmit(onApply)} aria-label={t`Choose a day`}>
      <div className={styles.field}>
        <label htmlFor={`${id}-service`} className={styles.label}>
          <Trans>Service</Trans>
        </label>
        <select
          id={`${id}-service`}
          className={styles.select}
          {...service}
          onChange={async (event) => {
            await service.onChange(event);
            const offered = services.find((s) => s.id === event.target.value)?.cities ?? [];
            if (!offered.some((c) => c.slug === getValues('city'))) setValue('city', offered[0]?.slug ?? '');
          }}
        >
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`} className={styles.label}>
          <Trans>City</Trans>
        </label>
        <select id={`${id}-city`} className={styles.select} {...register('city')}>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`} className={styles.label}>
          <Trans>Date</Trans>
        </label>
        <input id={`${id}-date`} type="date" required className={styles.input} {...register('date')} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          <Trans>Show day</Trans>
        </button>
      </div>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { adminErrorMessage, type ServerError } from '@web/admin/shared/ui/error-message';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { ORDER_STATUS_LIST, PAYMENT_STATUS_LIST, orderStatusName, paymentStatusName } from './order-labels';
import { type OrderFilterValues, toDateProblem } from './order-filter-params';

/** The attributes that tie a control to its label and error. */
interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * The list's filters; applying them changes the address (?status=…), so a filtered list can be shared.
 * A filter the API refused (`serverErrors`, field ["filter", name]) is shown on its field, as is a
 * "placed until" before "placed from" caught here first.
 */
export function OrderFilters({
  values,
  serverErrors = [],
  onApply,
}: {
  values: OrderFilterValues;
  serverErrors?: readonly ServerError[];
  onApply: (values: OrderFilterValues) => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<OrderFilterValues>({ values });
  const problem = (name: keyof OrderFilterValues) =>
    formState.errors[name]?.message ??
    serverErrors.filter((e) => e.field?.[1] === name).map((e) => `ERROR_API_${e.code}`)[0];
  const field = (name: keyof OrderFilterValues, label: string, input: (props: ControlProps) => React.ReactNode) => {
    const key = problem(name);
    const control: ControlProps = {
      id: `${id}-${name}`,
      ...(key ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {}),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={control.id} className={styles.label}>
          {label}
        </label>
        {input(control)}
        {key ? (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {i18n._(adminErrorMessage(key))}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form className={styles.filters} onSubmit={handleSubmit(onApply)} role="search" aria-label={t`Filter orders`}>
      {field('search', t`Number, e-mail or phone`, (control) => (
        <input {...control} type="search" className={styles.input} {...register('search')} />
      ))}
      {field('status', t`Status`, (control) => (
        <select {...control} className={styles.select} {...register('status')}>
          <option value="">{t`Any`}</option>
          {ORDER_STATUS_LIST.map((s) => (
            <option key={s} value={s}>
              {orderStatusName(i18n, s)}
            </option>
          ))}
        </select>
      ))}
      {field('paymentStatus', t`Payment`, (control) => (
        <select {...control} className={styles.select} {...register('paymentStatus')}>
          <option value="">{t`Any`}</option>
          {PAYMENT_STATUS_LIST.map((s) => (
            <option key={s} value={s}>
              {paymentStatusName(i18n, s)}
            </option>
          ))}
        </select>
      ))}
      {field('from', t`Placed from`, (control) => (
        <input {...control} type="date" className={styles.input} {...register('from')} />
      ))}
      {field('to', t`Placed until`, (control) => (
        <input {...control} type="date" className={styles.input} {...register('to', { validate: toDateProblem })} />
      ))}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          <Trans>Show orders</Trans>
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            const empty = { search: '', status: '', paymentStatus: '', from: '', to: '' };
            reset(empty);
            onApply(empty);
          }}
        >
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </form>
  );
}

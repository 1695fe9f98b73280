import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { ORDER_STATUS_LIST, PAYMENT_STATUS_LIST, orderStatusName, paymentStatusName } from './order-labels';
import type { OrderFilterValues } from './order-filter-params';

/** The list's filters; applying them changes the address (?status=…), so a filtered list can be shared. */
export function OrderFilters({
  values,
  onApply,
}: {
  values: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const { register, handleSubmit, reset } = useForm<OrderFilterValues>({ values });
  const field = (name: keyof OrderFilterValues, label: string, input: React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <form className={styles.filters} onSubmit={handleSubmit(onApply)} role="search" aria-label={t`Filter orders`}>
      {field(
        'search',
        t`Number, e-mail or phone`,
        <input id={`${id}-search`} type="search" className={styles.input} {...register('search')} />,
      )}
      {field(
        'status',
        t`Status`,
        <select id={`${id}-status`} className={styles.select} {...register('status')}>
          <option value="">{t`Any`}</option>
          {ORDER_STATUS_LIST.map((s) => (
            <option key={s} value={s}>
              {orderStatusName(i18n, s)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'paymentStatus',
        t`Payment`,
        <select id={`${id}-paymentStatus`} className={styles.select} {...register('paymentStatus')}>
          <option value="">{t`Any`}</option>
          {PAYMENT_STATUS_LIST.map((s) => (
            <option key={s} value={s}>
              {paymentStatusName(i18n, s)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'from',
        t`Placed from`,
        <input id={`${id}-from`} type="date" className={styles.input} {...register('from')} />,
      )}
      {field('to', t`Placed until`, <input id={`${id}-to`} type="date" className={styles.input} {...register('to')} />)}
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

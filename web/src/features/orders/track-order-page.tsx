import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTrackOrderLazyQuery } from '@web/__generated__/graphql';
import { formErrorMessage, serverErrorMessage } from '@web/shared/i18n/shop-messages';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { parseOrderNumber } from '@rules/orders/order-number';
import { OrderView } from './order-view';
import styles from './order-pages.module.css';
import view from './orders.module.css';

type Values = { number: string; email: string };

/** /track-order — find an order by its number and the e-mail address it was placed with. */
export function TrackOrderPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Track order`);
  const id = useId();
  const [track, { data, loading, error }] = useTrackOrderLazyQuery({ fetchPolicy: 'network-only' });
  const [searched, setSearched] = useState(false);
  const [trackedEmail, setTrackedEmail] = useState('');
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { number: '', email: '' } });
  const errors = formState.errors;
  const submit = handleSubmit(
    async (values) => {
      await track({ variables: { number: parseOrderNumber(values.number)!, email: values.email.trim() } }).catch(
        () => undefined,
      );
      setTrackedEmail(values.email.trim());
      setSearched(true);
    },
    // A form that does not pass its checks answers nothing: the last search's result goes.
    () => setSearched(false),
  );
  const order = data?.trackOrder;
  // Too many lookups from this address or for this e-mail (gateway request limits): a typed GraphQL error.
  const limited =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['errorCode'] === 'ERROR_RATE_LIMITED');
  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    'aria-required': true,
  });
  const message = (name: keyof Values) =>
    errors[name]?.message && (
      <p id={`${id}-${name}-error`} className={view.error}>
        {i18n._(formErrorMessage(errors[name].message))}
      </p>
    );
  return (
    <section className={styles.page}>
      <h1>{t`Track order`}</h1>
      <form className={styles.track} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Track order`}>
        <p>{t`Enter your order number and the e-mail address you used at checkout.`}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-number`}>{t`Order number`}</label>
          <input
            inputMode="numeric"
            {...field('number')}
            {...register('number', {
              required: 'ERROR_FORM_REQUIRED',
              validate: (text) => parseOrderNumber(text) !== null || 'ERROR_FORM_INCORRECT_ORDER_NUMBER',
            })}
          />
          {message('number')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t`E-mail address`}</label>
          <input
            type="email"
            autoComplete="email"
            {...field('email')}
            {...register('email', {
              required: 'ERROR_FORM_REQUIRED',
              pattern: { value: /^[^\s@]+@[^\s@]+$/, message: 'ERROR_FORM_INCORRECT_EMAIL' },
            })}
          />
          {message('email')}
        </div>
        <button type="submit" className={styles.button} disabled={loading}>
          {loading ? t`Looking for your order…` : t`Track`}
        </button>
      </form>
      {searched && !loading && error && (
        <p role="alert" className={view.error}>
          {limited ? i18n._(serverErrorMessage('ERROR_RATE_LIMITED')) : t`Something went wrong. Please try again.`}
        </p>
      )}
      {searched && !loading && !error && !order && (
        <p role="alert" className={view.error}>{t`We found no order with this number and e-mail address.`}</p>
      )}
      {searched && order && (
        <section aria-labelledby="tracked-order" className={styles.tracked}>
          <h2 id="tracked-order">{t`Order ${order.number}`}</h2>
          <OrderView order={order} headingLevel={3} trackedEmail={trackedEmail} />
        </section>
      )}
    </section>
  );
}

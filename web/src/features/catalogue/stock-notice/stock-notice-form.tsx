import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_PATTERN } from '@rules/address/address';
import { useNotifyWhenInStockMutation, useStockNoticeViewerQuery } from '@web/__generated__/graphql';
import { serverErrorMessage } from '@web/shared/i18n/shop-messages';
import { useHydrated } from '@web/shared/ssr/use-hydrated';
import styles from './stock-notice.module.css';

type Props = {
  productId: string;
  /** The options chosen so far (option slug → value slug); the request names them. */
  chosen?: Record<string, string>;
};

/**
 * "Tell me when it is back" on an out-of-stock product (docs/decisions/041): a signed-in shopper
 * asks with one tap (the account's address), anyone else gives an address. The shop confirms by
 * e-mail with a link that stops the notice, and writes once when the product is back.
 */
export function StockNoticeForm({ productId, chosen = {} }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const live = useHydrated();
  // Who is signed in is the browser's business: asked once the page is live (the server's HTML asks for an address).
  const viewer = useStockNoticeViewerQuery({ skip: !live }).data?.viewer ?? null;
  const [notify, { loading }] = useNotifyWhenInStockMutation();
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const error = formState.errors.email?.message;

  const submit = handleSubmit(async ({ email }) => {
    const options = Object.entries(chosen)
      .filter(([, value]) => value)
      .map(([option, value]) => ({ option, value }));
    const address = viewer ? null : email.trim();
    try {
      const { data } = await notify({ variables: { input: { productId, options, email: address } } });
      const code = data?.notifyWhenInStock.errors[0]?.code;
      if (data?.notifyWhenInStock.requested) setDone(address ?? viewer?.email ?? '');
      else setError('email', { message: code ?? 'UNEXPECTED' }, { shouldFocus: !viewer });
    } catch {
      setError('email', { message: 'UNEXPECTED' });
    }
  });

  if (done !== null) {
    return (
      <p className={styles.done} role="status">
        {t`Done. We will write to ${done} once, when this product is back in stock.`}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>{t`Out of stock: tell me when it is back`}</h2>
      <fieldset className={styles.fields} disabled={!live} aria-busy={!live || undefined}>
        {viewer ? (
          <p className={styles.text}>{t`We will e-mail ${viewer.email} once, when it is back.`}</p>
        ) : (
          <>
            <label htmlFor={`${id}-email`} className={styles.label}>{t`E-mail address`}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register('email', {
                validate: (value) =>
                  value.trim() === ''
                    ? 'ERROR_FORM_REQUIRED'
                    : EMAIL_PATTERN.test(value.trim()) || 'ERROR_FORM_INCORRECT_EMAIL',
              })}
            />
          </>
        )}
        <button type="submit" className={styles.button} disabled={loading}>
          {t`Notify me`}
        </button>
      </fieldset>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {i18n._(serverErrorMessage(error))}
        </p>
      )}
    </form>
  );
}

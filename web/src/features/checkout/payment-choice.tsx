import { useLingui } from '@lingui/react/macro';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { formErrorMessage, PAYMENT_METHODS } from '@web/shared/i18n/shop-messages';
import choice from './checkout-choices.module.css';
import styles from './checkout-form.module.css';

type Props = { methods: readonly { code: string }[]; registration: UseFormRegisterReturn; error?: FieldError | undefined };

/** Payment methods the gateway accepts (cash on delivery, bank transfer), with what each means. */
export function PaymentChoice({ methods, registration, error }: Props) {
  const { t, i18n } = useLingui();
  const hints: Record<string, string> = {
    'cash-on-delivery': t`Pay the courier in cash or by UPI when your parts arrive. India only.`,
    'bank-transfer': t`Transfer the total to our bank account; we send your order when the money arrives.`,
  };
  return (
    <fieldset className={`${styles.section} ${styles.choices}`} aria-describedby={error ? 'checkout-payment-error' : undefined}>
      <legend>
        <h2>{t`Payment method`}</h2>
      </legend>
      {methods.map((m) => (
        <label key={m.code} className={choice.choice}>
          <input type="radio" value={m.code} {...registration} />
          <span>
            <strong>{PAYMENT_METHODS[m.code] ? i18n._(PAYMENT_METHODS[m.code]!) : m.code}</strong>
            {hints[m.code] && <span className={styles.hint}>{hints[m.code]}</span>}
          </span>
        </label>
      ))}
      {error?.message && (
        <p id="checkout-payment-error" className={styles.error}>
          {i18n._(formErrorMessage(error.message))}
        </p>
      )}
    </fieldset>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { formatMoney, INR } from '@web/shared/format/money';
import { useIntlLocale } from '@web/shared/format/use-format';
import { formErrorMessage, PAYMENT_METHODS } from '@web/shared/i18n/shop-messages';
import choice from './checkout-choices.module.css';
import styles from './checkout-form.module.css';

type Method = { code: string; maxTotal?: { amount: number; currency: string } | null };
type Props = {
  methods: readonly Method[];
  /** The order total now (paise): methods with a lower limit (cash on delivery) are not offered. */
  total: number | null;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
};

/** Whether a method can pay this total (the gateway refuses it otherwise: COD_LIMIT_EXCEEDED). */
export const takesTotal = (method: Method, total: number | null) =>
  !method.maxTotal || total === null || total <= method.maxTotal.amount;

/** Payment methods the gateway accepts (UPI first, cash on delivery up to its limit, bank transfer), with what each means. */
export function PaymentChoice({ methods, total, registration, error }: Props) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const hints: Record<string, string> = {
    upi: t`Pay now from any UPI app by scanning its QR code. We hold your items while you pay.`,
    'cash-on-delivery': t`Pay the courier in cash or by UPI when your parts arrive. India only.`,
    'bank-transfer': t`Transfer the total to our bank account; we send your order when the money arrives.`,
  };
  const offered = methods.filter((m) => takesTotal(m, total));
  const withheld = methods.filter((m) => !takesTotal(m, total));
  return (
    <fieldset
      className={`${styles.section} ${styles.choices}`}
      aria-describedby={error ? 'checkout-payment-error' : undefined}
    >
      <legend>
        <h2>{t`Payment method`}</h2>
      </legend>
      {offered.map((m) => (
        <label key={m.code} className={choice.choice}>
          <input type="radio" value={m.code} {...registration} />
          <span>
            <strong>{PAYMENT_METHODS[m.code] ? i18n._(PAYMENT_METHODS[m.code]!) : m.code}</strong>
            {hints[m.code] && <span className={styles.hint}>{hints[m.code]}</span>}
          </span>
        </label>
      ))}
      {withheld.map((m) => {
        const method = PAYMENT_METHODS[m.code] ? i18n._(PAYMENT_METHODS[m.code]!) : m.code;
        const limit = formatMoney(m.maxTotal!, INR, locale);
        return (
          <p key={m.code} className={styles.hint}>
            {t`${method} is available for orders up to ${limit}.`}
          </p>
        );
      })}
      {error?.message && (
        <p id="checkout-payment-error" className={styles.error}>
          {i18n._(formErrorMessage(error.message))}
        </p>
      )}
    </fieldset>
  );
}

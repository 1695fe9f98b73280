import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { isUpiReference } from '@rules/payments/utr';
import type { PaymentReferenceInput } from '@web/__generated__/graphql';
import { formErrorMessage } from '@web/shared/i18n/shop-messages';
import { useSubmitPaymentReference } from './api/use-submit-payment-reference';
import styles from './upi-payment.module.css';

type Props = { lookup: Omit<PaymentReferenceInput, 'utr'>; reference: string | null | undefined };

/** "I have paid": the 12-digit reference (UTR) the shopper's UPI app shows, checked like the gateway does. */
export function PaymentReferenceForm({ lookup, reference }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { submit, busy } = useSubmitPaymentReference();
  const { register, handleSubmit, setError, formState } = useForm<{ utr: string }>({ defaultValues: { utr: '' } });
  const error = formState.errors.utr;
  const onSubmit = handleSubmit(async ({ utr }) => {
    const [code] = await submit({ ...lookup, utr: utr.trim() });
    if (code) setError('utr', { message: `ERROR_API_${code}` });
  });
  return (
    <form
      className={styles.reference}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t`UPI payment reference`}
    >
      {reference && (
        <p role="status" className={styles.given}>
          {t`Thank you! We will confirm your payment with reference ${reference} shortly.`}
        </p>
      )}
      <label htmlFor={`${id}-utr`}>
        {reference ? t`Correct the UPI reference number (UTR)` : t`Paid? Enter the UPI reference number (UTR)`}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>{t`12 digits, shown in your UPI app after paying (UPI Ref No.).`}</p>
      <div className={styles.row}>
        <input
          id={`${id}-utr`}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          {...register('utr', {
            required: 'ERROR_FORM_REQUIRED',
            validate: (value) => isUpiReference(value) || 'ERROR_API_UTR_INVALID',
          })}
        />
        <button type="submit" disabled={busy}>{t`Send reference`}</button>
      </div>
      {error?.message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {i18n._(formErrorMessage(error.message))}
        </p>
      )}
    </form>
  );
}

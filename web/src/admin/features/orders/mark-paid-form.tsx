import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isPaymentAmount, parseRupees } from '@rules/money/parse-rupees';
import { isPaymentReference, normaliseReference } from '@rules/payments/utr';
import type { OrderDetail_OrderFragment } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

interface PaidValues {
  utr: string;
  amount: string;
}

/**
 * The money is in the bank statement: staff type its UTR and amount as the statement shows them;
 * the server compares the amount with the order's total (PAYMENT_AMOUNT_MISMATCH) and the UTR with
 * those already counted (UTR_ALREADY_USED). Every code it can answer (PAGE_NOT_FOUND,
 * PAYMENT_EXPIRED, PAYMENT_ALREADY_RECEIVED, PAYMENT_NOT_EXPECTED, UTR_INVALID,
 * ERROR_FORM_OUT_OF_RANGE, and the request's own: STAFF_FORBIDDEN, AUTH_REQUIRED…) shows translated,
 * on its field or above the form (tests/web/admin/mark-paid-form.test.tsx).
 */
export function MarkPaidForm({
  order,
  markPaid,
}: {
  order: OrderDetail_OrderFragment;
  markPaid: (utr: string, amount: number) => Promise<readonly ServerError[]>;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<PaidValues>({
    defaultValues: { utr: order.shopperPaymentReference ?? '', amount: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    const failures = await markPaid(normaliseReference(values.utr), parseRupees(values.amount)!);
    setAlert(applyServerErrors(failures, setError, ['utr', 'amount']));
  });
  const total = format.money(order.total.amount);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Mark paid`}>
      <ErrorAlert keys={alert} />
      <Field
        {...adminField}
        label={t`UTR / UPI reference from the bank statement`}
        autoComplete="off"
        required
        error={errors.utr}
        registration={register('utr', {
          required: 'ERROR_FORM_REQUIRED',
          validate: (value) => (isPaymentReference(order.paymentMethod, value) ? true : 'ERROR_API_UTR_INVALID'),
        })}
      />
      <Field
        {...adminField}
        label={t`Amount received (₹)`}
        hint={t`The order's total is ${total}.`}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.amount}
        registration={register('amount', {
          required: 'ERROR_FORM_REQUIRED',
          validate: (value) => {
            const paise = parseRupees(value);
            if (paise === null) return 'ERROR_FORM_INVALID';
            return isPaymentAmount(paise) ? true : 'ERROR_FORM_OUT_OF_RANGE';
          },
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Mark paid</Trans>
        </button>
      </div>
    </form>
  );
}

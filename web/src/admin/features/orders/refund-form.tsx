import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isBankReference, normaliseReference } from '@rules/payments/utr';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

/**
 * A cancelled paid order's money is owed back: once it is sent, staff record the refund with its
 * reference (the gateway's rule for a bank UTR, rules/payments/utr.ts; a UPI reference fits it too).
 */
export function RefundForm({ markRefunded }: { markRefunded: (reference: string) => Promise<readonly ServerError[]> }) {
  const { t } = useLingui();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<{ reference: string }>({
    defaultValues: { reference: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ reference }) => {
    setAlert([]);
    setAlert(applyServerErrors(await markRefunded(normaliseReference(reference)), setError, ['reference']));
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Record the refund`}>
      <p>
        <Trans>
          This order was paid and then cancelled: send the money back to the shopper, then record the refund.
        </Trans>
      </p>
      <ErrorAlert keys={alert} />
      <Field
        {...adminField}
        label={t`Refund reference (UTR)`}
        hint={t`The UPI reference or bank UTR of the money sent back: 12 to 22 letters and digits.`}
        autoComplete="off"
        required
        error={errors.reference}
        registration={register('reference', {
          validate: (value) => (isBankReference(value) ? true : 'ERROR_API_UTR_INVALID'),
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Mark refunded</Trans>
        </button>
      </div>
    </form>
  );
}

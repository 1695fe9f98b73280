import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@web/shared/ui/field';
import { useRequestPasswordReset } from '../api/use-profile';
import { ErrorAlert, SuccessAlert } from '../ui/error-alert';
import { EMAIL_PATTERN, applyServerErrors } from '../ui/server-errors';
import { accountField } from '../ui/account-field';
import styles from '../ui/account-ui.module.css';

/** Asks for a reset link. The answer never says whether the e-mail has an account. */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const { requestReset } = useRequestPasswordReset();
  const [alert, setAlert] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setAlert([]);
    const failures = await requestReset(email.trim());
    if (failures.length) setAlert(applyServerErrors(failures, setError));
    else setSentTo(email.trim());
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Forgotten password`}>
      {sentTo ? (
        <SuccessAlert>
          <p>
            <Trans>
              If an account exists for {sentTo}, we have sent it a link to choose a new password. The link works once,
              for 1 hour.
            </Trans>
          </p>
        </SuccessAlert>
      ) : null}
      <ErrorAlert keys={alert} />
      <Field
        {...accountField}
        label={t`E-mail address`}
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        registration={register('email', {
          required: 'ERROR_FORM_REQUIRED',
          pattern: { value: EMAIL_PATTERN, message: 'ERROR_FORM_INCORRECT_EMAIL' },
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Send reset link</Trans>
        </button>
      </div>
    </form>
  );
}

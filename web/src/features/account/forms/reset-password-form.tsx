import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useResetPassword } from '../api/use-profile';
import { ErrorAlert, SuccessAlert } from '../ui/error-alert';
import { applyServerErrors } from '../ui/server-errors';
import styles from '../ui/account-ui.module.css';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

/** Sets a new password with the token from the reset e-mail. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const { resetPassword } = useResetPassword();
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setAlert([]);
    const failures = await resetPassword(token, newPassword);
    if (failures.length) setAlert(applyServerErrors(failures, setError));
    else setDone(true);
  });

  if (done) {
    return (
      <SuccessAlert>
        <p>
          <Trans>Your password has been changed.</Trans>{' '}
          <Link to="/account/login">{t`Sign in with your new password`}</Link>
        </p>
      </SuccessAlert>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Reset password`}>
      <ErrorAlert keys={alert} />
      <NewPasswordFields register={register} errors={formState.errors} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          <Trans>Save new password</Trans>
        </button>
        {alert.includes('ERROR_API_AUTH_INVALID_TOKEN') ? (
          <Link to="/account/forgot-password">{t`Ask for a new link`}</Link>
        ) : null}
      </div>
    </form>
  );
}

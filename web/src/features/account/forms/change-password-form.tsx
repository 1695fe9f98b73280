import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@web/shared/ui/field';
import { useChangePassword } from '../api/use-profile';
import { ErrorAlert, SuccessAlert } from '../ui/error-alert';
import { applyServerErrors } from '../ui/server-errors';
import { accountField } from '../ui/account-field';
import styles from '../ui/account-ui.module.css';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

/** Changes the password; every other device is signed out. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const { changePassword } = useChangePassword();
  const [alert, setAlert] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setAlert([]);
    setSaved(false);
    const failures = await changePassword({ currentPassword, newPassword });
    if (failures.length) {
      setAlert(applyServerErrors(failures, setError, ['currentPassword', 'newPassword']));
    } else {
      reset();
      setSaved(true);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Change password`}>
      {saved ? (
        <SuccessAlert>
          <p>
            <Trans>Your password has been changed. Other devices have been signed out.</Trans>
          </p>
        </SuccessAlert>
      ) : null}
      <ErrorAlert keys={alert} />
      <Field
        {...accountField}
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
        registration={register('currentPassword', { required: 'ERROR_FORM_REQUIRED' })}
      />
      <NewPasswordFields register={register} errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Change password</Trans>
        </button>
      </div>
    </form>
  );
}

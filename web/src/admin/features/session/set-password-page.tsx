import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@rules/staff/staff';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useStaffSession } from './api/use-staff-session';

interface PasswordValues {
  password: string;
  repeat: string;
}

/** The one-time link of an invitation (or of `npm run staff -- add`): choose a password, signed in. */
export function SetPasswordPage() {
  const { t } = useLingui();
  useAdminTitle(t`Choose your password`);
  const { setPassword } = useStaffSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<PasswordValues>({
    defaultValues: { password: '', repeat: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    const failures = await setPassword({ token, password: values.password });
    if (!failures.length) return void navigate('/admin', { replace: true });
    setAlert(applyServerErrors(failures, setError, ['password']));
  });

  return (
    <section aria-labelledby="password-title" className={styles.form}>
      <h1 id="password-title">
        <Trans>Choose your password</Trans>
      </h1>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ErrorAlert keys={alert} />
        <Field
          {...adminField}
          label={t`New password`}
          hint={t`At least ${STAFF_PASSWORD_MIN} characters.`}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
          registration={register('password', {
            required: 'ERROR_FORM_REQUIRED',
            minLength: { value: STAFF_PASSWORD_MIN, message: 'ERROR_API_STAFF_WEAK_PASSWORD' },
            maxLength: { value: STAFF_PASSWORD_MAX, message: 'ERROR_FORM_TOO_LONG' },
          })}
        />
        <Field
          {...adminField}
          label={t`Repeat the password`}
          type="password"
          autoComplete="new-password"
          required
          error={errors.repeat}
          registration={register('repeat', {
            validate: (value, all) => (value === all.password ? true : 'ERROR_FORM_PASSWORDS_DIFFER'),
          })}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>
            <Trans>Save password and sign in</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}

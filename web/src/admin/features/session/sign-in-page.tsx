import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EMAIL_PATTERN } from '@rules/address/address';
import { normaliseTotpCode } from '@rules/staff/staff';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useStaffSession } from './api/use-staff-session';

interface SignInValues {
  email: string;
  password: string;
  totpCode: string;
}

/** Where to go after signing in: a back-office address only, never another site. */
export const afterSignIn = (next: string | null) => (next && /^\/admin(\/|$)/.test(next) ? next : '/admin');

/**
 * Sign-in with e-mail and password; an account with a second factor is asked for its
 * authenticator code in a second step (the server answers STAFF_TOTP_REQUIRED on totpCode).
 */
export function SignInPage() {
  const { t } = useLingui();
  useAdminTitle(t`Sign in to the back office`);
  const { signIn } = useStaffSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [alert, setAlert] = useState<string[]>([]);
  const [askCode, setAskCode] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<SignInValues>({
    defaultValues: { email: '', password: '', totpCode: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    const failures = await signIn({
      email: values.email.trim(),
      password: values.password,
      totpCode: askCode ? normaliseTotpCode(values.totpCode) : null,
    });
    if (!failures.length) return void navigate(afterSignIn(params.get('next')), { replace: true });
    if (!askCode && failures.some((f) => f.code === 'STAFF_TOTP_REQUIRED')) {
      // The password was right: the second step asks for the code, without an error yet.
      setAskCode(true);
      setTimeout(() => setFocus('totpCode'));
      return;
    }
    setAlert(applyServerErrors(failures, setError, ['email', 'password', 'totpCode']));
  });

  return (
    <section aria-labelledby="sign-in-title" className={styles.form}>
      <h1 id="sign-in-title">
        <Trans>Sign in to the back office</Trans>
      </h1>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ErrorAlert keys={alert} />
        <Field
          {...adminField}
          label={t`E-mail address`}
          type="email"
          autoComplete="username"
          required
          readOnly={askCode}
          error={errors.email}
          registration={register('email', {
            required: 'ERROR_FORM_REQUIRED',
            pattern: { value: EMAIL_PATTERN, message: 'ERROR_FORM_INCORRECT_EMAIL' },
          })}
        />
        <Field
          {...adminField}
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
          readOnly={askCode}
          error={errors.password}
          registration={register('password', { required: 'ERROR_FORM_REQUIRED' })}
        />
        {askCode ? (
          <Field
            {...adminField}
            label={t`Code from your authenticator app`}
            hint={t`Six digits, as your app shows them now.`}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={errors.totpCode}
            registration={register('totpCode', {
              validate: (value) => (normaliseTotpCode(value) ? true : 'ERROR_API_STAFF_TOTP_INVALID'),
            })}
          />
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>
            {askCode ? <Trans>Check code and sign in</Trans> : <Trans>Sign in</Trans>}
          </button>
        </div>
      </form>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Field } from '@web/shared/ui/field';
import { useSession } from '../api/use-session';
import { ErrorAlert } from '../ui/error-alert';
import { EMAIL_PATTERN, applyServerErrors } from '../ui/server-errors';
import { accountField } from '../ui/account-field';
import styles from '../ui/account-ui.module.css';

interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

/** Spec section 5: e-mail required and valid, password required, remember off by default. */
export function SignInForm({ onSignedIn, compact = false }: { onSignedIn?: () => void; compact?: boolean }) {
  const { t } = useLingui();
  const { signIn } = useSession();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<SignInValues>({
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    const failures = await signIn({ email: values.email.trim(), password: values.password, remember: values.remember });
    if (failures.length) setAlert(applyServerErrors(failures, setError));
    else onSignedIn?.();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Sign in`}>
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
      <Field
        {...accountField}
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        registration={register('password', { required: 'ERROR_FORM_REQUIRED' })}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('remember')} />
        <Trans>Remember me</Trans>
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Sign in</Trans>
        </button>
        <Link to="/account/forgot-password">
          <Trans>Forgotten password?</Trans>
        </Link>
        {compact ? (
          <Link to="/account/register">
            <Trans>Create an account</Trans>
          </Link>
        ) : null}
      </div>
    </form>
  );
}

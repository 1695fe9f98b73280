import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@web/shared/ui/field';
import { useSession } from '../api/use-session';
import { ErrorAlert } from '../ui/error-alert';
import { EMAIL_PATTERN, PASSWORD_MIN, applyServerErrors } from '../ui/server-errors';
import { accountField } from '../ui/account-field';
import styles from '../ui/account-ui.module.css';

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Creates an account (password at least 6 characters) and signs the shopper in. */
export function SignUpForm({ onSignedUp }: { onSignedUp?: () => void }) {
  const { t, i18n } = useLingui();
  const { signUp } = useSession();
  const [alert, setAlert] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<SignUpValues>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    const { firstName, lastName, password } = values;
    const failures = await signUp({ firstName, lastName, password, email: values.email.trim(), language: i18n.locale });
    if (failures.length) setAlert(applyServerErrors(failures, setError));
    else onSignedUp?.();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Create an account`}>
      <ErrorAlert keys={alert} />
      <div className={styles.row}>
        <Field
          {...accountField}
          label={t`First name`}
          autoComplete="given-name"
          error={errors.firstName}
          registration={register('firstName', { maxLength: { value: 60, message: 'ERROR_FORM_TOO_LONG' } })}
        />
        <Field
          {...accountField}
          label={t`Last name`}
          autoComplete="family-name"
          error={errors.lastName}
          registration={register('lastName', { maxLength: { value: 60, message: 'ERROR_FORM_TOO_LONG' } })}
        />
      </div>
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
        autoComplete="new-password"
        required
        hint={t`At least 6 characters.`}
        error={errors.password}
        registration={register('password', {
          required: 'ERROR_FORM_REQUIRED',
          minLength: { value: PASSWORD_MIN, message: 'ERROR_FORM_PASSWORD_TOO_SHORT' },
        })}
      />
      <Field
        {...accountField}
        label={t`Repeat password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        registration={register('confirmPassword', {
          required: 'ERROR_FORM_REQUIRED',
          validate: (value, all) => value === all.password || 'ERROR_FORM_PASSWORDS_DIFFER',
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Create an account</Trans>
        </button>
      </div>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isPhone } from '@rules/address/address';
import type { AccountUserFragment } from '@web/__generated__/graphql';
import { Field } from '@web/shared/ui/field';
import { useEditProfile } from '../api/use-profile';
import { ErrorAlert, SuccessAlert } from '../ui/error-alert';
import { EMAIL_PATTERN, applyServerErrors } from '../ui/server-errors';
import { accountField } from '../ui/account-field';
import styles from '../ui/account-ui.module.css';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** Spec editProfile: e-mail, phone, first and last name. */
export function ProfileForm({ user }: { user: AccountUserFragment }) {
  const { t } = useLingui();
  const { editProfile } = useEditProfile();
  const [alert, setAlert] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<ProfileValues>({
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      phone: user.phone ?? '',
    },
  });
  const { errors, isSubmitting } = formState;
  const tooLong = (max: number) => ({ value: max, message: 'ERROR_FORM_TOO_LONG' });

  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    setSaved(false);
    const failures = await editProfile({
      email: values.email.trim(),
      phone: optional(values.phone),
      firstName: optional(values.firstName),
      lastName: optional(values.lastName),
    });
    if (failures.length) setAlert(applyServerErrors(failures, setError, FIELDS));
    else setSaved(true);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Profile`}>
      {saved ? (
        <SuccessAlert>
          <p>
            <Trans>Your profile has been saved.</Trans>
          </p>
        </SuccessAlert>
      ) : null}
      <ErrorAlert keys={alert} />
      <div className={styles.row}>
        <Field
          {...accountField}
          label={t`First name`}
          autoComplete="given-name"
          error={errors.firstName}
          registration={register('firstName', { maxLength: tooLong(60) })}
        />
        <Field
          {...accountField}
          label={t`Last name`}
          autoComplete="family-name"
          error={errors.lastName}
          registration={register('lastName', { maxLength: tooLong(60) })}
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
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        registration={register('phone', {
          validate: (v) => v.trim() === '' || isPhone(v.trim()) || 'ERROR_FORM_INCORRECT_PHONE',
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  );
}

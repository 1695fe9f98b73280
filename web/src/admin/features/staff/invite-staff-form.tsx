import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_PATTERN } from '@rules/address/address';
import { STAFF_NAME_MAX } from '@rules/staff/staff';
import type { StaffRole } from '@web/__generated__/admin-graphql';
import { ErrorAlert, SuccessNote } from '@web/admin/shared/ui/error-alert';
import { applyServerErrors } from '@web/admin/shared/ui/server-errors';
import { Field } from '@web/shared/ui/field';
import { adminField } from '@web/admin/shared/ui/admin-field';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { useInviteStaff } from './api/use-staff-changes';
import { STAFF_ROLE_LIST, STAFF_ROLE_NAMES } from './staff-roles';

interface InviteValues {
  email: string;
  name: string;
  role: StaffRole;
  language: string;
}

/** The languages of the invitation e-mail, each in its own script. */
const LANGUAGES = [
  ['en', 'English'],
  ['hi', 'हिन्दी'],
  ['kn', 'ಕನ್ನಡ'],
  ['ta', 'தமிழ்'],
  ['te', 'తెలుగు'],
] as const;

/** An owner invites someone: the gateway e-mails them a one-time link to choose a password. */
export function InviteStaffForm() {
  const { i18n, t } = useLingui();
  const invite = useInviteStaff();
  const [alert, setAlert] = useState<string[]>([]);
  const [invited, setInvited] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<InviteValues>({
    // The invitation goes out in the language the owner reads the back office in, unless they pick another.
    defaultValues: {
      email: '',
      name: '',
      role: 'OPERATIONS',
      language: LANGUAGES.some(([l]) => l === i18n.locale) ? i18n.locale : 'en',
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert([]);
    setInvited(null);
    const failures = await invite({
      email: values.email.trim(),
      name: values.name.trim(),
      role: values.role,
      language: values.language,
    });
    if (failures.length) return setAlert(applyServerErrors(failures, setError, ['email', 'name', 'role', 'language']));
    setInvited(values.email.trim());
    reset();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">
        <Trans>Invite a staff member</Trans>
      </h2>
      <ErrorAlert keys={alert} />
      {invited ? <SuccessNote>{t`An invitation was e-mailed to ${invited}.`}</SuccessNote> : null}
      <Field
        {...adminField}
        label={t`E-mail address`}
        type="email"
        autoComplete="off"
        required
        error={errors.email}
        registration={register('email', {
          required: 'ERROR_FORM_REQUIRED',
          pattern: { value: EMAIL_PATTERN, message: 'ERROR_FORM_INCORRECT_EMAIL' },
        })}
      />
      <Field
        {...adminField}
        label={t`Name`}
        autoComplete="off"
        error={errors.name}
        registration={register('name', { maxLength: { value: STAFF_NAME_MAX, message: 'ERROR_FORM_TOO_LONG' } })}
      />
      <Field {...adminField} label={t`Role`} error={errors.role}>
        {(control) => (
          <select {...control} className={styles.select} {...register('role')}>
            {STAFF_ROLE_LIST.map((role) => (
              <option key={role} value={role}>
                {i18n._(STAFF_ROLE_NAMES[role])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...adminField} label={t`Language of their e-mails`} error={errors.language}>
        {(control) => (
          <select {...control} className={styles.select} {...register('language')}>
            {LANGUAGES.map(([code, name]) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Send invitation</Trans>
        </button>
      </div>
    </form>
  );
}

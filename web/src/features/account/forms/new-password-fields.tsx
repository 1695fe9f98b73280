import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@web/shared/ui/field';
import { PASSWORD_MIN } from '../ui/server-errors';
import { accountField } from '../ui/account-field';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** New password (at least 6 characters) and its repetition. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
}) {
  const { t } = useLingui();
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <Field
        {...accountField}
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        required
        hint={t`At least 6 characters.`}
        error={errors.newPassword}
        registration={reg('newPassword', {
          required: 'ERROR_FORM_REQUIRED',
          minLength: { value: PASSWORD_MIN, message: 'ERROR_FORM_PASSWORD_TOO_SHORT' },
        })}
      />
      <Field
        {...accountField}
        label={t`Repeat new password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        registration={reg('confirmPassword', {
          required: 'ERROR_FORM_REQUIRED',
          validate: (value, all) => value === all.newPassword || 'ERROR_FORM_PASSWORDS_DIFFER',
        })}
      />
    </>
  );
}

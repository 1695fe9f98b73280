import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { PASSWORD_MIN } from '../ui/server-errors';

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
      <FormField
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
      <FormField
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

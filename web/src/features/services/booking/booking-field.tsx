import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { formErrorMessage } from '@web/shared/i18n/shop-messages';
import { bookingErrorMessage } from '../service-messages';
import styles from './booking.module.css';

interface Props {
  label: ReactNode;
  required?: boolean;
  error?: FieldError | undefined;
  hint?: ReactNode;
  /** Renders the control with the id and aria attributes that tie it to the label and error. */
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    'aria-required'?: true;
  }) => ReactNode;
}

/** The text of a field error key: client keys (ERROR_FORM_…) or server codes (ERROR_API_…). */
export function useFieldErrorText(): (key: string) => string {
  const { i18n } = useLingui();
  return (key) => i18n._(key.startsWith('ERROR_API_') ? bookingErrorMessage(key) : formErrorMessage(key));
}

/** A labelled control whose hint and error are announced through aria-describedby. */
export function BookingField({ label, required, error, hint, children }: Props) {
  const errorText = useFieldErrorText();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error?.message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className={styles.error}>
          {errorText(error.message)}
        </p>
      )}
    </div>
  );
}

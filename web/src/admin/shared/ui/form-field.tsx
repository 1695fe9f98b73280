import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { adminErrorMessage } from './error-message';
import styles from './admin-ui.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  hint?: ReactNode;
}

/** A labelled input whose error (a message key, translated) is linked with aria-describedby. */
export function FormField({ label, registration, error, hint, required, ...input }: FormFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className={styles.error}>
          {i18n._(adminErrorMessage(error.message))}
        </p>
      ) : null}
    </div>
  );
}

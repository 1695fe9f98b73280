import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { errorMessage } from './error-messages';
import styles from './account-ui.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  hint?: ReactNode;
}

/** A labelled input whose error (a message key) is announced and linked with aria-describedby. */
export function FormField({ label, registration, error, hint, required, ...input }: FormFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
        aria-describedby={describedBy}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} className={styles.error}>
          {i18n._(errorMessage(error.message))}
        </p>
      ) : null}
    </div>
  );
}

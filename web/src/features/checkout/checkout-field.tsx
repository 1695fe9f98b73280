import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { formErrorMessage } from '@web/shared/i18n/shop-messages';
import styles from './checkout-form.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
}

/** A labelled input whose error (a message key) is linked with aria-describedby. */
export function CheckoutField({ label, registration, error, required, className, ...input }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...registration}
      />
      {error?.message && (
        <p id={`${id}-error`} className={styles.error}>
          {i18n._(formErrorMessage(error.message))}
        </p>
      )}
    </div>
  );
}

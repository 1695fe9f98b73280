import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

/** An area's classes (a CSS module fits): the wrapper, label, input, hint and error. */
export interface FieldClasses {
  readonly field?: string | undefined;
  readonly label?: string | undefined;
  readonly input?: string | undefined;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
}

/** What an area of the app gives its fields: its error messages and its classes. */
export interface FieldLook {
  /** The message of an error key: each area passes its own table, so no area bundles another's. */
  messages: (key: string) => MessageDescriptor;
  classes: FieldClasses;
}

interface Common extends FieldLook {
  label: ReactNode;
  /** The field's error (react-hook-form's, a list's included): its message is a message key. */
  error?: Pick<FieldError, 'message'> | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
}

/** An <input> with its react-hook-form registration … */
interface InputField extends Common, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children' | 'required'> {
  registration: UseFormRegisterReturn;
  children?: never;
}

/** … or any other control (select, textarea, radio group), given the attributes to spread on it. */
interface ControlField extends Common {
  children: (control: FieldControl) => ReactNode;
  registration?: never;
}

/**
 * A labelled form control (" *" when required) whose hint and error (a message key, translated) are
 * announced through aria-describedby, hint first. One component for the shop's and back office's forms.
 */
export function Field(props: InputField | ControlField) {
  const { label, error, hint, required, messages, classes, children, registration, ...input } = props;
  const { i18n } = useLingui();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error?.message ? `${id}-error` : null].filter(Boolean).join(' ');
  const control: FieldControl = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children ? children(control) : <input className={classes.input} {...control} {...input} {...registration} />}
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className={classes.error}>
          {i18n._(messages(error.message))}
        </p>
      ) : null}
    </div>
  );
}

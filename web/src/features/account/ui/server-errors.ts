import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface ServerError {
  code: string;
  field?: readonly string[] | null;
}

/**
 * Puts server errors on the form fields they name (message key ERROR_API_<code>) and returns
 * the keys of the rest, for the danger alert. Field paths may start with "input".
 */
export function applyServerErrors<T extends FieldValues>(
  errors: readonly ServerError[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] = [],
): string[] {
  const rest: string[] = [];
  let focused = false;
  for (const error of errors) {
    const path = error.field ?? [];
    const name = (path[0] === 'input' ? path[1] : path[0]) as Path<T> | undefined;
    if (name && fields.includes(name)) {
      setError(name, { type: 'server', message: `ERROR_API_${error.code}` }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(`ERROR_API_${error.code}`);
    }
  }
  return [...new Set(rest)];
}

/** The spec's e-mail rule: one part, an at sign, one part (rules/address, as the gateway). */
export { EMAIL_PATTERN } from '@rules/address/address';
export const PASSWORD_MIN = 6;

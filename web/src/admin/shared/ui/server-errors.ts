import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ServerError } from './error-message';

/**
 * Puts the admin API's errors on the form fields they name (message key ERROR_API_<code>, focus on
 * the first) and answers the keys of the rest, for the form's alert. A path may start with "input";
 * a nested one names a nested field (["input", "bank", "ifsc"] → "bank.ifsc").
 */
export function applyServerErrors<T extends FieldValues>(
  errors: readonly ServerError[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  const rest: string[] = [];
  let focused = false;
  for (const error of errors) {
    const path = error.field ?? [];
    const name = (path[0] === 'input' ? path.slice(1) : path).join('.') as Path<T>;
    if (name && fields.includes(name)) {
      setError(name, { type: 'server', message: `ERROR_API_${error.code}` }, { shouldFocus: !focused });
      focused = true;
    } else rest.push(`ERROR_API_${error.code}`);
  }
  return [...new Set(rest)];
}

/** Runs a mutation; a network or unexpected GraphQL failure becomes the generic UNEXPECTED code. */
export async function runAdminMutation<T>(
  run: () => Promise<T>,
): Promise<{ result: T | null; errors: readonly ServerError[] }> {
  try {
    return { result: await run(), errors: [] };
  } catch {
    return { result: null, errors: [{ code: 'UNEXPECTED' }] };
  }
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type ServerError, UNEXPECTED } from './error-message';

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

/** A change's answer: its payload's `errors` (none when it went through). */
type ChangePayload = { errors: readonly ServerError[] } | null | undefined;

/**
 * What a change came to, for the form that asked for it: the failure of the request itself
 * (`failed`, from runAdminMutation) or the payload's errors; no payload at all is UNEXPECTED.
 */
export function mutationOutcome(payload: ChangePayload, failed: readonly ServerError[]): readonly ServerError[] {
  return failed.length ? failed : (payload?.errors ?? [{ code: 'UNEXPECTED' }]);
}

/**
 * The codes of a refused request: the gateway's GraphQL errors carry one in `extensions.errorCode`
 * (STAFF_FORBIDDEN, AUTH_REQUIRED, ERROR_RATE_LIMITED, a bad argument's code…); anything else (the
 * network, an unexpected failure) is the generic UNEXPECTED.
 */
export function requestErrors(error: unknown): readonly ServerError[] {
  if (!CombinedGraphQLErrors.is(error)) return UNEXPECTED;
  const coded = error.errors.flatMap((e) => {
    const code = e.extensions?.['errorCode'];
    const field = e.extensions?.['field'];
    return typeof code === 'string' ? [{ code, field: Array.isArray(field) ? (field as string[]) : null }] : [];
  });
  return coded.length ? coded : UNEXPECTED;
}

/** Runs a mutation; a refused request answers its codes (requestErrors), with no result. */
export async function runAdminMutation<T>(
  run: () => Promise<T>,
): Promise<{ result: T | null; errors: readonly ServerError[] }> {
  try {
    return { result: await run(), errors: [] };
  } catch (error) {
    return { result: null, errors: requestErrors(error) };
  }
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADMIN_ERRORS } from '@web/admin/shared/i18n/admin-messages';
import { formErrorMessage, serverErrorMessage } from '@web/shared/i18n/shop-messages';

export interface ServerError {
  code: string;
  field?: readonly string[] | null;
}

/** Form rules only the back office's forms have. */
const FORM_ERRORS: Record<string, MessageDescriptor> = {
  ERROR_FORM_PASSWORDS_DIFFER: msg({
    id: 'ERROR_FORM_PASSWORDS_DIFFER',
    message: 'The two passwords are not the same.',
  }),
};

/**
 * Admin API codes whose shop messages live in shop features (account, services), which the back
 * office may not import: the same ids, so the same translations.
 */
const SHARED_API_ERRORS: Record<string, MessageDescriptor> = {
  AUTH_WRONG_PASSWORD: msg({
    id: 'ERROR_API_AUTH_WRONG_PASSWORD',
    message: 'The e-mail address or password is incorrect.',
  }),
  AUTH_INVALID_EMAIL: msg({ id: 'ERROR_API_AUTH_INVALID_EMAIL', message: 'This e-mail address is not valid.' }),
  AUTH_EMAIL_ALREADY_IN_USE: msg({
    id: 'ERROR_API_AUTH_EMAIL_ALREADY_IN_USE',
    message: 'An account with this e-mail address already exists.',
  }),
  PAGE_NOT_FOUND: msg({ id: 'ERROR_API_PAGE_NOT_FOUND', message: 'Page Not Found' }),
};

/**
 * The message of an error key: a form rule's (ERROR_FORM_…) or the admin API's ERROR_API_<code>,
 * with the back office's own codes first and the codes it shares with the shop after.
 */
export function adminErrorMessage(key: string): MessageDescriptor {
  if (!key.startsWith('ERROR_API_')) return FORM_ERRORS[key] ?? formErrorMessage(key);
  const code = key.slice('ERROR_API_'.length);
  return ADMIN_ERRORS[code] ?? SHARED_API_ERRORS[code] ?? serverErrorMessage(code);
}

/** A failed request (network, unexpected server failure): the generic UNEXPECTED code. */
export const UNEXPECTED: readonly ServerError[] = [{ code: 'UNEXPECTED' }];

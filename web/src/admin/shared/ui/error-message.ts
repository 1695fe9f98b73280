import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADMIN_ERRORS } from '@web/shared/i18n/admin-messages';
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
 * The message of an error key: a form rule's (ERROR_FORM_…) or the admin API's ERROR_API_<code>,
 * with the back office's own codes first and the codes it shares with the shop after.
 */
export function adminErrorMessage(key: string): MessageDescriptor {
  if (!key.startsWith('ERROR_API_')) return FORM_ERRORS[key] ?? formErrorMessage(key);
  const code = key.slice('ERROR_API_'.length);
  return ADMIN_ERRORS[code] ?? serverErrorMessage(code);
}

/** A failed request (network, unexpected server failure): the generic UNEXPECTED code. */
export const UNEXPECTED: readonly ServerError[] = [{ code: 'UNEXPECTED' }];

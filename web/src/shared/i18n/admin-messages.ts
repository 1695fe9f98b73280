import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Messages for the admin API's own error codes (schema/admin, docs/decisions/031), shown as
 * ERROR_API_<code> like the shop's; codes the admin API shares with the shop keep the shop's
 * message (shop-messages.ts, the account feature). tests/web/shared/admin-error-codes.test.ts
 * checks that every admin code has a message in every locale. Only the back office imports this.
 */
export const ADMIN_ERRORS: Record<string, MessageDescriptor> = {
  STAFF_FORBIDDEN: msg({ id: 'ERROR_API_STAFF_FORBIDDEN', message: 'Your role may not do this. Please ask an owner.' }),
  STAFF_TOTP_REQUIRED: msg({
    id: 'ERROR_API_STAFF_TOTP_REQUIRED',
    message: 'Please enter the 6-digit code from your authenticator app.',
  }),
  STAFF_TOTP_INVALID: msg({
    id: 'ERROR_API_STAFF_TOTP_INVALID',
    message: 'This code is wrong or has expired. Please enter the code your app shows now.',
  }),
  STAFF_LAST_OWNER: msg({
    id: 'ERROR_API_STAFF_LAST_OWNER',
    message: 'The shop needs at least one active owner. Make someone else an owner first.',
  }),
  STAFF_WEAK_PASSWORD: msg({
    id: 'ERROR_API_STAFF_WEAK_PASSWORD',
    message: 'A staff password must have at least 10 characters.',
  }),
  STAFF_LINK_INVALID: msg({
    id: 'ERROR_API_STAFF_LINK_INVALID',
    message: 'This link has expired or was already used. Please ask an owner for a new invitation.',
  }),
  ORDER_MOVE_NOT_ALLOWED: msg({
    id: 'ERROR_API_ORDER_MOVE_NOT_ALLOWED',
    message: 'The order cannot take this step from its current status.',
  }),
  AWB_INVALID: msg({
    id: 'ERROR_API_AWB_INVALID',
    message: 'Please enter the AWB number the courier gave: 4 to 40 letters, digits or dashes.',
  }),
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Form and server error keys (spec sections 5 and 8) as Lingui messages whose ids are the keys.
 * Server codes are shown as ERROR_API_<code>.
 */
export const ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  ERROR_FORM_REQUIRED: msg({ id: 'ERROR_FORM_REQUIRED', message: 'This field is required.' }),
  ERROR_FORM_INCORRECT_EMAIL: msg({
    id: 'ERROR_FORM_INCORRECT_EMAIL',
    message: 'Please enter a valid e-mail address.',
  }),
  ERROR_FORM_PASSWORD_TOO_SHORT: msg({
    id: 'ERROR_FORM_PASSWORD_TOO_SHORT',
    message: 'The password must have at least 6 characters.',
  }),
  ERROR_FORM_PASSWORDS_DIFFER: msg({
    id: 'ERROR_FORM_PASSWORDS_DIFFER',
    message: 'The two passwords are not the same.',
  }),
  ERROR_FORM_INCORRECT_PIN_CODE: msg({
    id: 'ERROR_FORM_INCORRECT_PIN_CODE',
    message: 'This is not a valid Indian PIN code: it has 6 digits and does not start with 0.',
  }),
  ERROR_FORM_INCORRECT_PHONE: msg({ id: 'ERROR_FORM_INCORRECT_PHONE', message: 'Please enter a valid phone number.' }),
  ERROR_FORM_TOO_LONG: msg({ id: 'ERROR_FORM_TOO_LONG', message: 'This text is too long.' }),
  ERROR_API_AUTH_WRONG_PASSWORD: msg({
    id: 'ERROR_API_AUTH_WRONG_PASSWORD',
    message: 'The e-mail address or password is incorrect.',
  }),
  ERROR_API_AUTH_INVALID_EMAIL: msg({
    id: 'ERROR_API_AUTH_INVALID_EMAIL',
    message: 'This e-mail address is not valid.',
  }),
  ERROR_API_AUTH_EMAIL_ALREADY_IN_USE: msg({
    id: 'ERROR_API_AUTH_EMAIL_ALREADY_IN_USE',
    message: 'An account with this e-mail address already exists.',
  }),
  ERROR_API_AUTH_WEAK_PASSWORD: msg({
    id: 'ERROR_API_AUTH_WEAK_PASSWORD',
    message: 'The password must have at least 6 characters.',
  }),
  ERROR_API_AUTH_INVALID_TOKEN: msg({
    id: 'ERROR_API_AUTH_INVALID_TOKEN',
    message: 'This password-reset link has expired or was already used. Please ask for a new one.',
  }),
  ERROR_API_AUTH_REQUIRED: msg({ id: 'ERROR_API_AUTH_REQUIRED', message: 'Please sign in first.' }),
  ERROR_API_ADDRESS_NOT_FOUND: msg({ id: 'ERROR_API_ADDRESS_NOT_FOUND', message: 'Address not found.' }),
  ERROR_API_UNKNOWN_STATE: msg({
    id: 'ERROR_API_UNKNOWN_STATE',
    message: 'Please choose one of the states and union territories of India.',
  }),
  ERROR_API_PIN_NOT_IN_STATE: msg({
    id: 'ERROR_API_PIN_NOT_IN_STATE',
    message: 'This PIN code is not in the chosen state. Please check both.',
  }),
  ERROR_API_ADDRESS_BOOK_FULL: msg({
    id: 'ERROR_API_ADDRESS_BOOK_FULL',
    message: 'Your address book is full (50 addresses). Delete one to add another.',
  }),
  ERROR_API_ERROR_RATE_LIMITED: msg({
    id: 'ERROR_API_ERROR_RATE_LIMITED',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  }),
  ERROR_API_ERROR_FORM_REQUIRED: msg({
    id: 'ERROR_API_ERROR_FORM_REQUIRED',
    message: 'Please fill in every required field.',
  }),
  ERROR_API_ERROR_FORM_INCORRECT_EMAIL: msg({
    id: 'ERROR_API_ERROR_FORM_INCORRECT_EMAIL',
    message: 'Please enter a valid e-mail address.',
  }),
  ERROR_API_ERROR_FORM_INVALID: msg({ id: 'ERROR_API_ERROR_FORM_INVALID', message: 'This value is not valid.' }),
  ERROR_API_ERROR_FORM_TOO_LONG: msg({ id: 'ERROR_API_ERROR_FORM_TOO_LONG', message: 'This text is too long.' }),
  ERROR_API_UNEXPECTED: msg({ id: 'ERROR_API_UNEXPECTED', message: 'Something went wrong. Please try again.' }),
};

/** The message for an error key; unknown keys fall back to the generic server error. */
export function errorMessage(key: string): MessageDescriptor {
  return ERROR_MESSAGES[key] ?? ERROR_MESSAGES.ERROR_API_UNEXPECTED!;
}

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Shopper-facing text for the error codes the newsletter form can meet (spec sections 5 and 8). */
const MESSAGES: Record<string, MessageDescriptor> = {
  ERROR_FORM_REQUIRED: msg`Please enter your e-mail address.`,
  ERROR_FORM_INCORRECT_EMAIL: msg`Please enter a valid e-mail address, like name@example.com.`,
  ERROR_FORM_TOO_LONG: msg`This e-mail address is too long.`,
  ERROR_RATE_LIMITED: msg`Too many attempts. Please try again in a few minutes.`,
};

export const UNEXPECTED_ERROR = msg`Something went wrong. Please try again.`;

export function newsletterErrorMessage(code: string): MessageDescriptor {
  return MESSAGES[code] ?? UNEXPECTED_ERROR;
}

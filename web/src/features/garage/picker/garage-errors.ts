import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Shopper-facing text for the codes a garage change can answer (decision 008). */
const MESSAGES: Record<string, MessageDescriptor> = {
  GARAGE_FULL: msg`Your garage is full (50 vehicles). Remove one to add another.`,
  AUTH_REQUIRED: msg`Please sign in again to change your garage.`,
  PAGE_NOT_FOUND: msg`This vehicle is no longer in our list.`,
};

export const GARAGE_ERROR_FALLBACK = msg`Your garage could not be changed. Please try again.`;

export function garageErrorMessage(code: string): MessageDescriptor {
  return MESSAGES[code] ?? GARAGE_ERROR_FALLBACK;
}

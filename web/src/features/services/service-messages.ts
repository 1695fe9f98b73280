import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formErrorMessage, serverErrorMessage } from '@web/shared/i18n/shop-messages';

/** Vehicle types of the services (VehicleType). */
export const VEHICLE_TYPES: Record<string, MessageDescriptor> = {
  TWO_WHEELER: msg`Two-wheelers`,
  FOUR_WHEELER: msg`Four-wheelers`,
};

/** Where a booking stands (ServiceBookingStatus). */
export const BOOKING_STATUSES: Record<string, MessageDescriptor> = {
  CONFIRMED: msg`Booked`,
  CANCELLED: msg`Cancelled`,
};

/** The booking codes of the gateway (decision 011), shown as ERROR_API_<code>; the slot codes are shared (shop-messages). */
const BOOKING_ERRORS: Record<string, MessageDescriptor> = {
  SERVICE_NOT_FOR_VEHICLE: msg({
    id: 'ERROR_API_SERVICE_NOT_FOR_VEHICLE',
    message: 'This service is not for this kind of vehicle.',
  }),
  BOOKING_CANCEL_TOO_LATE: msg({
    id: 'ERROR_API_BOOKING_CANCEL_TOO_LATE',
    message: 'Bookings can only be cancelled until 2 hours before the slot.',
  }),
  BOOKING_PART_OF_ORDER: msg({
    id: 'ERROR_API_BOOKING_PART_OF_ORDER',
    message: 'This installation was booked with an order. Cancel the order to cancel it.',
  }),
  PAGE_NOT_FOUND: msg({ id: 'ERROR_API_PAGE_NOT_FOUND', message: 'Page Not Found' }),
  IDEMPOTENCY_KEY_REUSED: msg`Your booking changed while it was being sent. Please book again.`,
};

/** The message of a booking or form error code (ERROR_API_<code> or a bare code). */
export function bookingErrorMessage(code: string): MessageDescriptor {
  return BOOKING_ERRORS[code.replace(/^ERROR_API_/, '')] ?? serverErrorMessage(code);
}

/** The message of a booking field's error key: a form rule's (ERROR_FORM_…) or the server's (ERROR_API_…). */
export function bookingFieldMessage(key: string): MessageDescriptor {
  return key.startsWith('ERROR_API_') ? bookingErrorMessage(key) : formErrorMessage(key);
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Messages for the admin API's own error codes (schema/admin, docs/decisions/031), shown as
 * ERROR_API_<code> like the shop's; codes the admin API shares with the shop keep the shop's
 * message (shop-messages.ts, the account feature) unless one written for staff stands here. tests/web/shared/admin-error-codes.test.ts
 * checks that every admin code has a message in every locale. Only the back office imports this, and
 * it lives under web/src/admin so that its texts are in the back office's catalogue (admin.po), not in
 * the shop's, which every shopper loads first (docs/decisions/044).
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
  REFUND_NOT_DUE: msg({
    id: 'ERROR_API_REFUND_NOT_DUE',
    message: 'No refund is owed for this order: only a cancelled order that was paid has one.',
  }),
  REFUND_ALREADY_RECORDED: msg({
    id: 'ERROR_API_REFUND_ALREADY_RECORDED',
    message: 'The refund of this order was already recorded.',
  }),
  // Payment codes the shop's API shares, worded for staff at the bank statement, not for the shopper
  // (the shop's messages say "your UPI app", "contact us"): ids of their own, so the shop keeps its texts.
  PAYMENT_EXPIRED: msg({
    id: 'STAFF_ERROR_PAYMENT_EXPIRED',
    message: 'This order expired unpaid and was cancelled; its stock went back. If the money came, refund it.',
  }),
  PAYMENT_NOT_EXPECTED: msg({
    id: 'STAFF_ERROR_PAYMENT_NOT_EXPECTED',
    message: 'This order takes no payment to mark: it is cash on delivery or cancelled.',
  }),
  UTR_INVALID: msg({
    id: 'STAFF_ERROR_UTR_INVALID',
    message:
      'Not a reference of this payment: a UPI reference has 12 digits; a bank UTR has 12 to 22 letters and digits.',
  }),
  // Service bookings (schema/admin/bookings.graphql); the slot codes are the shop's.
  BOOKING_NOT_CONFIRMED: msg({
    id: 'ERROR_API_BOOKING_NOT_CONFIRMED',
    message: 'This booking is already cancelled.',
  }),
  BOOKING_STARTED: msg({
    id: 'ERROR_API_BOOKING_STARTED',
    message: 'This booking’s time has already begun; it can no longer be changed.',
  }),
  BOOKING_SAME_SLOT: msg({
    id: 'ERROR_API_BOOKING_SAME_SLOT',
    message: 'The booking is already in this slot. Please choose another one.',
  }),
  // Catalogue administration (schema/admin/catalogue.graphql).
  PRICE_ABOVE_MRP: msg({
    id: 'ERROR_API_PRICE_ABOVE_MRP',
    message: 'The selling price cannot be higher than the MRP.',
  }),
  PRICE_TOO_LOW: msg({ id: 'ERROR_API_PRICE_TOO_LOW', message: 'The amount must be at least ₹1.' }),
  SKU_TAKEN: msg({ id: 'ERROR_API_SKU_TAKEN', message: 'Another product already has this SKU.' }),
  SLUG_TAKEN: msg({ id: 'ERROR_API_SLUG_TAKEN', message: 'This web address is already used. Please choose another.' }),
  BRAND_NOT_FOUND: msg({
    id: 'ERROR_API_BRAND_NOT_FOUND',
    message: 'There is no brand with this name in the catalogue.',
  }),
  PART_TYPE_NOT_FOUND: msg({ id: 'ERROR_API_PART_TYPE_NOT_FOUND', message: 'There is no part type with this name.' }),
  CATEGORY_NOT_FOUND: msg({
    id: 'ERROR_API_CATEGORY_NOT_FOUND',
    message: 'There is no category with this name in the shop.',
  }),
  HSN_NO_GST_RATE: msg({
    id: 'ERROR_API_HSN_NO_GST_RATE',
    message: 'No GST rate is set for this HSN code. Please check the code.',
  }),
  VEHICLE_NOT_FOUND: msg({ id: 'ERROR_API_VEHICLE_NOT_FOUND', message: 'This vehicle is not in our vehicle list.' }),
  COLOR_NOT_FOUND: msg({ id: 'ERROR_API_COLOR_NOT_FOUND', message: "This colour is not in the shop's colour list." }),
  OPTION_NAME_REPEATED: msg({
    id: 'ERROR_API_OPTION_NAME_REPEATED',
    message: 'Another option of this product has this name. Please choose another.',
  }),
  OPTION_VALUE_REPEATED: msg({
    id: 'ERROR_API_OPTION_VALUE_REPEATED',
    message: 'Another value of this option has this name.',
  }),
  OPTION_COLOR_REPEATED: msg({
    id: 'ERROR_API_OPTION_COLOR_REPEATED',
    message: 'Another value of this option already has this colour.',
  }),
  COLOR_OPTION_REPEATED: msg({
    id: 'ERROR_API_COLOR_OPTION_REPEATED',
    message: 'A product can have only one colour option.',
  }),
  OPTION_VALUE_COUNT: msg({
    id: 'ERROR_API_OPTION_VALUE_COUNT',
    message: 'An option needs at least 1 and at most 40 values.',
  }),
  VEHICLES_REQUIRED: msg({
    id: 'ERROR_API_VEHICLES_REQUIRED',
    message: 'Add at least one vehicle, or choose another kind of fit.',
  }),
  PRODUCT_ARCHIVED: msg({
    id: 'ERROR_API_PRODUCT_ARCHIVED',
    message: 'This product is archived. Restore it before changing it.',
  }),
  // The shop's own GSTIN (settings): the shop's message speaks of the shopper's billing address.
  GSTIN_STATE_MISMATCH: msg({
    id: 'ERROR_API_GSTIN_STATE_MISMATCH',
    message: "This GSTIN was issued for another state than the shop's state of registration.",
  }),
  STOCK_CHANGED: msg({
    id: 'ERROR_API_STOCK_CHANGED',
    message:
      'Orders changed the stock while you were editing, so nothing was saved. Reload the page to see the stock now and enter it again.',
  }),
  CSV_TOO_LARGE: msg({
    id: 'ERROR_API_CSV_TOO_LARGE',
    message: 'The file is too large to import (at most 20 MB and 50,000 rows).',
  }),
  CSV_ENCODING: msg({
    id: 'ERROR_API_CSV_ENCODING',
    message: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
  }),
  CSV_MALFORMED: msg({
    id: 'ERROR_API_CSV_MALFORMED',
    message: 'This row is not valid CSV or has a different number of cells from the header.',
  }),
  CSV_COLUMNS: msg({
    id: 'ERROR_API_CSV_COLUMNS',
    message: 'A column is missing, unknown or repeated. Use the columns of an export.',
  }),
  CSV_DUPLICATE_SKU: msg({ id: 'ERROR_API_CSV_DUPLICATE_SKU', message: 'Another row of the file has the same SKU.' }),
  CSV_EMPTY: msg({ id: 'ERROR_API_CSV_EMPTY', message: 'The file is empty.' }),
  CSV_HAS_ERRORS: msg({
    id: 'ERROR_API_CSV_HAS_ERRORS',
    message: 'The import stopped and nothing was imported. Please try again.',
  }),
  IMAGE_TOO_LARGE: msg({
    id: 'ERROR_API_IMAGE_TOO_LARGE',
    message: 'The picture is too large (at most 10 MB and 50 megapixels).',
  }),
  IMAGE_TYPE: msg({ id: 'ERROR_API_IMAGE_TYPE', message: 'Please upload a JPEG, PNG or WebP picture.' }),
  // Brands and categories (schema/admin/catalogue-reference.graphql).
  BRAND_NAME_TAKEN: msg({
    id: 'ERROR_API_BRAND_NAME_TAKEN',
    message: 'The catalogue already has a brand of this name. Edit that brand instead.',
  }),
  SLUG_NOT_MADE: msg({
    id: 'ERROR_API_SLUG_NOT_MADE',
    message:
      'No web address could be made from this name. Please enter a slug in Latin letters and digits, e.g. minda.',
  }),
  CATEGORY_PARENT_LOOP: msg({
    id: 'ERROR_API_CATEGORY_PARENT_LOOP',
    message: 'A category cannot be placed under itself or one of its subcategories.',
  }),
  CATEGORY_NOT_EMPTY: msg({
    id: 'ERROR_API_CATEGORY_NOT_EMPTY',
    message: 'This category has products, so it stays where it is.',
  }),
  BRAND_IN_USE: msg({
    id: 'ERROR_API_BRAND_IN_USE',
    message: 'Products of this brand are in the catalogue (archived ones too), so it cannot be deleted.',
  }),
  CATEGORY_IN_USE: msg({
    id: 'ERROR_API_CATEGORY_IN_USE',
    message: 'Products are in this category (archived ones too), so it cannot be deleted.',
  }),
  CATEGORY_HAS_SUBCATEGORIES: msg({
    id: 'ERROR_API_CATEGORY_HAS_SUBCATEGORIES',
    message: 'This category has subcategories. Delete or move them first.',
  }),
};

import type { I18n } from '@lingui/core';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@web/shared/i18n/shop-messages';

/** The shop's names of statuses and payment methods, the ones the shopper sees too. */
export const orderStatusName = (i18n: I18n, status: string) =>
  ORDER_STATUSES[status] ? i18n._(ORDER_STATUSES[status]) : status;
export const paymentStatusName = (i18n: I18n, status: string) =>
  PAYMENT_STATUSES[status] ? i18n._(PAYMENT_STATUSES[status]) : status;
export const paymentMethodName = (i18n: I18n, method: string) =>
  PAYMENT_METHODS[method] ? i18n._(PAYMENT_METHODS[method]) : method;

export const ORDER_STATUS_LIST = Object.keys(ORDER_STATUSES);
export const PAYMENT_STATUS_LIST = Object.keys(PAYMENT_STATUSES);

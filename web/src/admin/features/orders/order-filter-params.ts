import type { OrderFilter, OrderStatus, PaymentStatus } from '@web/__generated__/admin-graphql';
import { ORDER_STATUS_LIST, PAYMENT_STATUS_LIST } from './order-labels';

/** The filter form's values: strings, empty when not set. */
export interface OrderFilterValues {
  search: string;
  status: string;
  paymentStatus: string;
  from: string;
  to: string;
}

const KEYS = ['search', 'status', 'paymentStatus', 'from', 'to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filter as the address has it (?status=PENDING&search=…); unknown values are dropped. */
export function filterValuesFrom(params: URLSearchParams): OrderFilterValues {
  const value = (key: (typeof KEYS)[number]) => params.get(key)?.trim() ?? '';
  return {
    search: value('search'),
    status: ORDER_STATUS_LIST.includes(value('status')) ? value('status') : '',
    paymentStatus: PAYMENT_STATUS_LIST.includes(value('paymentStatus')) ? value('paymentStatus') : '',
    from: DATE.test(value('from')) ? value('from') : '',
    to: DATE.test(value('to')) ? value('to') : '',
  };
}

export function filterParams(values: OrderFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (values[key].trim()) params.set(key, values[key].trim());
  return params;
}

/** The API's filter: only the conditions that are set. */
export function orderFilter(values: OrderFilterValues): OrderFilter {
  return {
    ...(values.search ? { search: values.search } : {}),
    ...(values.status ? { status: values.status as OrderStatus } : {}),
    ...(values.paymentStatus ? { paymentStatus: values.paymentStatus as PaymentStatus } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
}

/** GraphQL's Int, the API's type of an order number: a larger one is refused before any order is looked for. */
const INT_MAX = 2_147_483_647;

/** The order number of `/admin/orders/:number`, or null when it cannot be one (not digits, 0, beyond Int). */
export function orderNumberFrom(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const number = Number(param);
  return number <= INT_MAX ? number : null;
}

/** Placed until must not come before placed from (the API answers ERROR_FORM_OUT_OF_RANGE on filter.to). */
export function toDateProblem(to: string, values: OrderFilterValues): true | string {
  return !to || !values.from || values.from <= to ? true : 'ERROR_API_ERROR_FORM_OUT_OF_RANGE';
}

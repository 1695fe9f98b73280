import { orderReference } from '../../../rules/orders/order-number';

/** The order's reference in payments: what a bank transfer's remarks and a UPI note carry (GP-42). */
export const paymentReference = orderReference;

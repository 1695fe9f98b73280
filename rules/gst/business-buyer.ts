/** Limits of a business buyer's details at checkout (gateway/orders/business-buyer.ts, the checkout form). */
export const MAX_BUSINESS_NAME = 100;

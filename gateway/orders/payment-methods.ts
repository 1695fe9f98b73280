/**
 * Payment methods behind one small provider interface. Both methods that ship need no outside
 * gateway: the order is placed PENDING and paid on delivery or by bank transfer. A card/UPI
 * provider would implement the same interface (and e.g. return a redirect in its instructions)
 * and be added to PAYMENT_PROVIDERS.
 */

/** What the shopper needs in order to pay after placing the order. */
export interface BankTransferInstructions {
  kind: 'bank-transfer';
  accountName: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
  /** Put this in the transfer's remarks so the payment is matched to the order. */
  reference: string;
  /** Amount to transfer, paise. */
  amount: number;
}

export type PaymentInstructions = BankTransferInstructions;

export interface PaymentOrder {
  number: number;
  total: number;
  shippingCountry: string;
}

/** The shop's bank account for transfers (shop settings, gateway/shop/shop-settings.ts). */
export interface ShopBankAccount {
  accountName: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
}

export interface PaymentProvider {
  /** Stable code sent by clients as `checkout(input: { payment })`. */
  readonly code: string;
  /** Whether this method can pay for an order shipped to `shippingCountry` (checked before placing it). */
  accepts(order: Omit<PaymentOrder, 'number'>): boolean;
  /** Instructions shown on the success page and in the e-mail; null when there is nothing to do. */
  instructions(order: PaymentOrder, bank: ShopBankAccount): PaymentInstructions | null;
}

/** Cash on delivery: collected by the courier, so only for addresses in India. */
export const cashOnDelivery: PaymentProvider = {
  code: 'cash-on-delivery',
  accepts: (order) => order.shippingCountry === 'IN',
  instructions: () => null,
};

export const bankTransfer: PaymentProvider = {
  code: 'bank-transfer',
  accepts: () => true,
  instructions: (order, bank) => ({
    kind: 'bank-transfer',
    ...bank,
    reference: `GP-${order.number}`,
    amount: order.total,
  }),
};

export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [cashOnDelivery, bankTransfer];

/** The provider for a code, or null for an unknown one (UNSUPPORTED_PAYMENT_METHOD). */
export function paymentProvider(
  code: string,
  providers: readonly PaymentProvider[] = PAYMENT_PROVIDERS,
): PaymentProvider | null {
  return providers.find((p) => p.code === code) ?? null;
}

/**
 * Payment methods behind one provider interface, one module per method (payment-providers/):
 * UPI (offered first), cash on delivery and bank transfer. None calls an outside service: UPI and
 * bank transfers are paid by the shopper from their own app and confirmed by staff against the
 * reference. A hosted gateway (Razorpay, PayU, Cashfree…) is one more module that returns its
 * checkout in `instructions` and confirms payments from its signed webhook through the same
 * `confirmPayment` (docs/decisions/028-payments.md).
 */
import type { PaymentSettings, ShopSettings } from '../shop/shop-settings';
import { bankTransfer } from './payment-providers/bank-transfer';
import { cashOnDelivery } from './payment-providers/cash-on-delivery';
import { upi } from './payment-providers/upi';

export { bankTransfer, cashOnDelivery, upi };
export { paymentReference } from './payment-providers/payment-reference';

/** What the shopper needs in order to pay by bank transfer after placing the order. */
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

/** What a UPI app needs: the payee, the exact amount and the order reference, also as a `upi://pay` link. */
export interface UpiPaymentInstructions {
  kind: 'upi';
  vpa: string;
  payeeName: string;
  reference: string;
  /** Amount to pay, paise. */
  amount: number;
  /** The `upi://pay?…` link (rules/payments/upi-link.ts) for the QR code and the "Open in UPI app" button. */
  link: string;
}

export type PaymentInstructions = BankTransferInstructions | UpiPaymentInstructions;

export interface PaymentOrder {
  number: number;
  total: number;
  shippingCountry: string;
}

/** The shop's bank account for transfers (shop settings, gateway/shop/shop-settings.ts). */
export type ShopBankAccount = ShopSettings['bank'];

/** The settings payment methods read: the bank account and the payment settings. */
export type PaymentShop = Pick<ShopSettings, 'bank' | 'payments'>;

/** Why a method cannot pay for an order (an ErrorCode on the checkout's `payment` field). */
export type PaymentRefusal = 'UNSUPPORTED_PAYMENT_METHOD' | 'COD_LIMIT_EXCEEDED';

export interface PaymentProvider {
  /** Stable code sent by clients as `checkout(input: { payment })`. */
  readonly code: string;
  /** The payment status of a new order: paid later online (held), or due to the courier. */
  readonly initialStatus: 'AWAITING_PAYMENT' | 'COD_DUE';
  /** Why this method cannot pay for the order (checked before placing it), or null when it can. */
  refusal(order: Omit<PaymentOrder, 'number'>, settings: PaymentSettings): PaymentRefusal | null;
  /** The largest order total it accepts (paise), or null when there is no limit. */
  maxTotal(settings: PaymentSettings): number | null;
  /** Minutes an unpaid order holds its stock and slots before it expires; null: no hold. */
  holdMinutes(settings: PaymentSettings): number | null;
  /** Whether the shopper may give the reference of their payment (a UPI transaction's UTR). */
  readonly shopperGivesReference: boolean;
  /** Whether `value` has the form of this method's payment reference (rules/payments/utr.ts). */
  isReference(value: string): boolean;
  /** Instructions shown on the order's pages and in the e-mail; null when there is nothing to do. */
  instructions(order: PaymentOrder, shop: PaymentShop): PaymentInstructions | null;
}

/** In the order offered at checkout: UPI first. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [upi, cashOnDelivery, bankTransfer];

/** The provider for a code, or null for an unknown one (UNSUPPORTED_PAYMENT_METHOD). */
export function paymentProvider(
  code: string,
  providers: readonly PaymentProvider[] = PAYMENT_PROVIDERS,
): PaymentProvider | null {
  return providers.find((p) => p.code === code) ?? null;
}

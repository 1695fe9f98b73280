import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { AddressFields } from '../accounts/address-rules';
import type { OrderStatus } from './order-status';
import type { PaymentStatus } from './payment-status';
import type { OrderTax } from './order-tax';

/** An option as recorded on an order item: slugs for machines, names as the shopper saw them. */
export interface OrderItemOption {
  option: string;
  value: string;
  name: string;
  valueName: string;
}

/** bigint paise; parsed as a number on both engines (decision 001). */
type Paise = ColumnType<number, number, number>;

/** Orders and their items (migration 0400). */
export interface OrdersTables {
  orders: {
    id: Generated<string>;
    number: number;
    token: string;
    user_id: string | null;
    email: string;
    status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
    payment_method: string;
    /** Beside `status` (migration 0440, gateway/orders/payment-status.ts). */
    payment_status: ColumnType<PaymentStatus, PaymentStatus, PaymentStatus>;
    /** When an unpaid UPI or bank-transfer order expires; null for others. */
    hold_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** The reference (UTR) the shopper says they paid with, and when they gave it. */
    payment_reference: ColumnType<string | null, string | null | undefined, string | null>;
    payment_reference_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** When the money was confirmed (or the courier's cash recorded). */
    paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** The reference of the refund staff sent (migration 0990) and when they recorded it. */
    refund_reference: ColumnType<string | null, string | null | undefined, string | null>;
    refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** The courier and its AWB (tracking) number the order was shipped with, and when (migration 0700). */
    courier: ColumnType<string | null, string | null | undefined, string | null>;
    awb_number: ColumnType<string | null, string | null | undefined, string | null>;
    shipped_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    currency: Generated<string>;
    quantity: number;
    subtotal: Paise;
    shipping: Paise;
    tax: Paise;
    /** Installation bookings with the items (migration 0410); part of `total`. */
    installation: ColumnType<number, number | undefined, number>;
    total: Paise;
    /** The GST the amounts include (migration 0420); null for orders from before prices included GST. */
    tax_breakdown: ColumnType<OrderTax | null, string | null | undefined, string | null>;
    /** A business buyer's GSTIN and name, printed on the invoice (migration 0420). */
    buyer_gstin: ColumnType<string | null, string | null | undefined, string | null>;
    buyer_business_name: ColumnType<string | null, string | null | undefined, string | null>;
    display_currency: string | null;
    /** numeric: a decimal string. */
    display_rate: string | null;
    shipping_address: JSONColumnType<AddressFields, string, string>;
    billing_address: JSONColumnType<AddressFields, string, string>;
    idempotency_scope: string;
    idempotency_key: string;
    request_hash: string;
    created_at: ColumnType<Date, Date | undefined, never>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  /** Confirmed payments (migration 0440): one per order, a reference counted once per kind. */
  payments: {
    id: Generated<string>;
    order_id: string;
    method: string;
    /** `utr` for UPI and bank transfers; a hosted gateway's code for its payment ids. */
    reference_kind: string;
    reference: string;
    amount: Paise;
    recorded_at: ColumnType<Date, Date | undefined, never>;
  };
  order_items: {
    order_id: string;
    position: number;
    product_id: number | null;
    product_name: string;
    product_slug: string;
    sku: string;
    options: JSONColumnType<OrderItemOption[], string, string>;
    unit_price: Paise;
    quantity: number;
    total: Paise;
    stock_taken: number;
  };
}

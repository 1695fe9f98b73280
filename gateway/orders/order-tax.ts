/**
 * The GST an order's amounts include, as recorded when the order is placed
 * (`orders.tax_breakdown`, migration 0420; null for orders placed before prices included GST,
 * which keep their recorded "tax" line). Invoices and credit notes copy their lines from here, so
 * cart, order page, e-mails and invoice show the same paise (docs/decisions/024).
 */
import type { RateSummary, SupplyType, TaxedLine } from '../../rules/gst/gst';

export type OrderTaxLineKind = 'goods' | 'installation' | 'delivery';

/** SAC of a delivery charge (courier services); it carries the rate of the goods (see deliveryRate). */
export const DELIVERY_SAC = '996812';

export interface OrderTaxLine extends TaxedLine {
  kind: OrderTaxLineKind;
  /** Position of the order item (goods, and the installation booked with it); null for delivery. */
  item: number | null;
  /** What was sold, as the shopper saw it: product name and options, package name, "Delivery". */
  description: string;
  /** HSN code of goods, SAC code of services (installation, delivery). */
  code: string;
  quantity: number;
  /** Price per unit, GST included, paise (gross = unitPrice × quantity). */
  unitPrice: number;
}

export interface OrderTax {
  version: 1;
  /** ISO code of the place of supply: the delivery address's state. */
  placeOfSupply: string;
  /** ISO code of the shop's state of registration when the order was placed. */
  shopState: string;
  supply: SupplyType;
  /** Goods in item order, each item's installation after it, delivery last (when charged). */
  lines: OrderTaxLine[];
  /** Per GST rate, lowest first: what the amounts include. */
  byRate: RateSummary[];
}

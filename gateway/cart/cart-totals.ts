/**
 * Cart and order totals, in integer paise (docs/decisions/024-gst-prices-and-invoices.md). Prices
 * include GST: nothing is added on top of what the shopper sees.
 * - subtotal: the goods lines (unit price × quantity, GST included);
 * - installation: the fitting packages booked with the lines (GST included);
 * - shipping: the shop's delivery fee (GST included) when the cart holds goods, waived when the
 *   goods reach the free-delivery threshold;
 * - total = subtotal + installation + shipping, to the paisa;
 * - GST: what those amounts include, worked out per line (rules/gst/gst.ts): CGST + SGST when the
 *   place of supply is the shop's state, IGST for another state, one GST figure while the place of
 *   supply is not known yet (a cart before the delivery address). Delivery carries the rate of the
 *   principal supply (the goods line of the highest value).
 */
import { deliveryRate, type SupplyType, summaryByRate, taxIncluded } from '../../rules/gst/gst';
import { DELIVERY_SAC, type OrderTaxLine } from '../orders/order-tax';

/** A line of goods: a product, its unit price (GST included) and its GST rate. */
export interface GoodsLine {
  /** Position of the line in the cart / order. */
  item: number;
  description: string;
  /** HSN code. */
  code: string;
  unitPrice: number;
  quantity: number;
  rateBp: number;
}

/** A service booked with a line (installation): its package price, GST included. */
export interface ServiceLine {
  item: number;
  description: string;
  /** SAC code. */
  code: string;
  price: number;
  rateBp: number;
}

/** The shop's delivery charge (shop settings). */
export interface DeliveryPolicy {
  /** Paise, GST included. */
  fee: number;
  /** Goods worth at least this many paise are delivered free; null: never free. */
  freeThreshold: number | null;
}

export interface GstTotals {
  /** null while the place of supply is not known (the GST is then shown as one figure per rate). */
  supply: SupplyType | null;
  /** Goods in line order, each line's installation after it, delivery last (when charged). */
  lines: OrderTaxLine[];
  byRate: ReturnType<typeof summaryByRate>;
}

export interface Totals {
  /** Sum of line quantities. */
  quantity: number;
  subtotal: number;
  shipping: number;
  /** Tax added on top: always 0 now (orders from before prices included GST recorded 20 %). */
  tax: number;
  installation: number;
  total: number;
  gst: GstTotals;
}

export function lineTotal(unitPrice: number, quantity: number): number {
  const total = unitPrice * quantity;
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`invalid line ${unitPrice} × ${quantity}`);
  return total;
}

/** The delivery charge for goods worth `goods` paise (none without goods). */
export function deliveryCharge(goods: number, hasGoods: boolean, policy: DeliveryPolicy): number {
  if (!hasGoods) return 0;
  return policy.freeThreshold !== null && goods >= policy.freeThreshold ? 0 : policy.fee;
}

/** Totals of priced goods lines, the services booked with them and delivery, with the GST they include. */
export function cartTotals(
  goods: readonly GoodsLine[],
  services: readonly ServiceLine[],
  delivery: DeliveryPolicy,
  supply: SupplyType | null,
): Totals {
  const lines: OrderTaxLine[] = [];
  for (const line of goods) {
    const gross = lineTotal(line.unitPrice, line.quantity);
    lines.push({
      kind: 'goods',
      item: line.item,
      description: line.description,
      code: line.code,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      ...taxIncluded(gross, line.rateBp, supply),
    });
    for (const service of services.filter((s) => s.item === line.item)) {
      lines.push({
        kind: 'installation',
        item: service.item,
        description: service.description,
        code: service.code,
        quantity: 1,
        unitPrice: service.price,
        ...taxIncluded(service.price, service.rateBp, supply),
      });
    }
  }
  const goodsTaxed = lines.filter((l) => l.kind === 'goods');
  const subtotal = goodsTaxed.reduce((sum, l) => sum + l.gross, 0);
  const installation = lines.filter((l) => l.kind === 'installation').reduce((sum, l) => sum + l.gross, 0);
  const shipping = deliveryCharge(subtotal, goods.length > 0, delivery);
  const rate = deliveryRate(goodsTaxed);
  if (shipping > 0 && rate !== null) {
    lines.push({
      kind: 'delivery',
      item: null,
      description: 'Delivery',
      code: DELIVERY_SAC,
      quantity: 1,
      unitPrice: shipping,
      ...taxIncluded(shipping, rate, supply),
    });
  }
  return {
    quantity: goods.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    shipping,
    tax: 0,
    installation,
    total: subtotal + installation + shipping,
    gst: { supply, lines, byRate: summaryByRate(lines) },
  };
}

import type { Resolvers, StockStatus } from '../__generated__/resolvers-types';
import { badUserInput } from '../graphql/argument-errors';
import { indianState } from '../../rules/india/states';
import { MAX_CART_LINES } from './cart-lines';
import { countsForTotals } from './order-value';
import { inr, totalsList } from './totals-list';
import type { StockState } from './price-line';

export const STOCK_STATUS: Record<StockState, StockStatus> = {
  'in-stock': 'IN_STOCK',
  'out-of-stock': 'OUT_OF_STOCK',
  'on-backorder': 'ON_BACKORDER',
};

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, { lines, vehicleId, deliveryState }, { services }) => {
      if (lines.length > MAX_CART_LINES) {
        throw badUserInput('ERROR_FORM_OUT_OF_RANGE', ['lines']);
      }
      const state = deliveryState == null ? null : indianState(deliveryState);
      if (deliveryState != null && !state) throw badUserInput('UNKNOWN_STATE', ['deliveryState']);
      return services.cart.price(lines, vehicleId, state?.code ?? null);
    },
    savedCart: (_parent, { vehicleId }, { viewer, services }) => services.cart.saved(viewer?.id ?? null, vehicleId),
  },
  Mutation: {
    saveCart: (_parent, { lines }, { viewer, services }) => services.cart.save(viewer?.id ?? null, lines),
    mergeCart: (_parent, { lines }, { viewer, services }) => services.cart.merge(viewer?.id ?? null, lines),
  },
  Cart: {
    quantity: (cart) => cart.totals.quantity,
    subtotal: (cart) => inr(cart.totals.subtotal),
    totals: (cart) => totalsList(cart.totals, cart.totals.gst),
    total: (cart) => inr(cart.totals.total),
  },
  CartLine: {
    unitPrice: (line) => (line.unitPrice === null ? null : inr(line.unitPrice)),
    total: (line) => (countsForTotals(line) ? inr(line.unitPrice! * line.countedQuantity) : null),
    availability: (line) => (line.availability === null ? null : STOCK_STATUS[line.availability]),
  },
};

import { GraphQLError } from 'graphql';
import type { Resolvers, StockStatus } from '../__generated__/resolvers-types';
import { MAX_CART_LINES } from './cart-lines';
import type { StockState } from './price-line';

export const inr = (amount: number) => ({ amount, currency: 'INR' });

export const STOCK_STATUS: Record<StockState, StockStatus> = {
  'in-stock': 'IN_STOCK',
  'out-of-stock': 'OUT_OF_STOCK',
  'on-backorder': 'ON_BACKORDER',
};

/** Totals as the schema's list: shipping, tax, then installation when there is some. */
export function totalsList(totals: { shipping: number; tax: number; installation?: number }) {
  const list: { type: 'SHIPPING' | 'TAX' | 'INSTALLATION'; price: { amount: number; currency: string } }[] = [
    { type: 'SHIPPING', price: inr(totals.shipping) },
    { type: 'TAX', price: inr(totals.tax) },
  ];
  if (totals.installation) list.push({ type: 'INSTALLATION', price: inr(totals.installation) });
  return list;
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, { lines, vehicleId }, { services }) => {
      if (lines.length > MAX_CART_LINES) {
        throw new GraphQLError(`cart accepts at most ${MAX_CART_LINES} lines`, {
          extensions: { code: 'BAD_USER_INPUT', field: ['lines'] },
        });
      }
      return services.cart.price(lines, vehicleId);
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
    totals: (cart) => totalsList(cart.totals),
    total: (cart) => inr(cart.totals.total),
  },
  CartLine: {
    unitPrice: (line) => (line.unitPrice === null ? null : inr(line.unitPrice)),
    total: (line) => (line.unitPrice === null ? null : inr(line.unitPrice * line.quantity)),
    availability: (line) => (line.availability === null ? null : STOCK_STATUS[line.availability]),
  },
};

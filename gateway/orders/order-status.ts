/**
 * The order life cycle as a table of allowed transitions (spec section 4 and READING-THE-SPEC):
 * PENDING → CONFIRMED → SHIPPED → COMPLETED, and CANCELLED from PENDING or CONFIRMED.
 * A new order is PENDING; COMPLETED and CANCELLED are final. Cancelling returns the stock.
 */
export const ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INITIAL_STATUS: OrderStatus = 'PENDING';

export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Whether moving into `to` puts the order's taken stock back on the shelf. */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'CANCELLED';
}

/** The shopper may cancel their own order only while it is PENDING (staff also from CONFIRMED). */
export function shopperMayCancel(status: OrderStatus): boolean {
  return status === 'PENDING';
}

/** Today lists new orders to confirm and refunds due beside the orders awaiting money and to ship, and low stock to correct. */
import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { TodayDocument } from '@web/__generated__/admin-graphql';
import { TodayPage } from '@web/admin/features/today/today-page';
import { activateAdminLocale } from '@web/admin/shared/admin-i18n';
import { activateLocale } from '@web/shared/i18n/i18n';
import { renderWithProviders } from '../../account/render';

const order = (number: number, status: string, paymentStatus: string, paymentMethod: string) => ({
  __typename: 'Order',
  id: String(number),
  number,
  createdAt: '2026-11-28T02:00:00.000Z',
  status,
  paymentStatus,
  paymentMethod,
  email: `shopper${number}@example.in`,
  total: { __typename: 'Money', amount: 49_800 },
});

const TODAY: MockedResponse = {
  request: { query: TodayDocument },
  result: {
    data: {
      today: {
        __typename: 'Today',
        toConfirm: [order(1041, 'PENDING', 'COD_DUE', 'cash-on-delivery')],
        awaitingPayment: [],
        toShip: [],
        refundsDue: [order(1039, 'CANCELLED', 'REFUND_DUE', 'upi')],
        lowStock: [
          { __typename: 'LowStockProduct', id: '14', name: 'NGK Spark Plug', sku: 'NGK-SP-1', stockQuantity: 2 },
        ],
        bookings: [],
      },
    },
  },
};

afterAll(() => activateLocale('en'));

describe('Today', () => {
  it('shows the cash-on-delivery order to confirm and the refund due, each linking to its order', async () => {
    await activateAdminLocale('en');
    renderWithProviders(<TodayPage />, [TODAY]);
    const toConfirm = await screen.findByRole('region', { name: 'To confirm (1)' });
    expect(within(toConfirm).getByRole('link', { name: 'Order 1041' })).toHaveAttribute('href', '/admin/orders/1041');
    const refunds = screen.getByRole('region', { name: 'Refunds due (1)' });
    expect(within(refunds).getByRole('link', { name: 'Order 1039' })).toHaveAttribute('href', '/admin/orders/1039');
    expect(screen.getByRole('region', { name: 'Awaiting payment (0)' })).toHaveTextContent('None.');
    // A product low in stock links to the screen where its stock is corrected (OPERATIONS too).
    const stock = screen.getByRole('region', { name: 'Low stock (1)' });
    expect(within(stock).getByRole('link', { name: 'NGK Spark Plug' })).toHaveAttribute(
      'href',
      '/admin/products/14/stock',
    );
  });
});

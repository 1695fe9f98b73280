/**
 * A cancelled paid order's page says the money is owed back and offers "Mark refunded" with the
 * refund's reference, checked before sending; the server's refusal is shown in staff's words.
 */
import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { MarkOrderRefundedDocument, type OrderDetail_OrderFragment } from '@web/__generated__/admin-graphql';
import { OrderMoves } from '@web/admin/features/orders/order-moves';
import { activateAdminLocale } from '@web/admin/shared/admin-i18n';
import { activateLocale } from '@web/shared/i18n/i18n';
import { describedText, renderWithProviders } from '../../account/render';

const NUMBER = 1077;
const order = {
  id: '77',
  number: NUMBER,
  status: 'CANCELLED',
  paymentStatus: 'REFUND_DUE',
  paymentMethod: 'upi',
  total: { amount: 49_800 },
} as unknown as OrderDetail_OrderFragment;

const answer = (data: object): MockedResponse => ({
  request: { query: MarkOrderRefundedDocument, variables: { number: NUMBER, reference: 'HDFCR52026112800001' } },
  result: { data: { markOrderRefunded: { __typename: 'OrderPayload', ...data } } },
});

afterAll(() => activateLocale('en'));

describe('refund of a cancelled paid order', () => {
  it('offers Mark refunded instead of "nothing more to do"; a bad reference is refused on its field', async () => {
    await activateAdminLocale('en');
    const user = userEvent.setup();
    renderWithProviders(<OrderMoves order={order} />, []);
    expect(screen.getByText(/send the money back to the shopper, then record the refund/)).toBeInTheDocument();
    expect(screen.queryByText('Nothing more to do with this order.')).toBeNull();
    const field = screen.getByRole('textbox', { name: /Refund reference/ });
    await user.type(field, '12-ab');
    await user.click(screen.getByRole('button', { name: 'Mark refunded' }));
    await expect.poll(() => describedText(field)).toContain('a bank UTR has 12 to 22 letters and digits');
  });

  it('sends the reference as the gateway keeps it, and shows a refusal in staff words', async () => {
    await activateAdminLocale('en');
    const user = userEvent.setup();
    const refused = answer({
      order: null,
      errors: [{ __typename: 'UserError', code: 'REFUND_ALREADY_RECORDED', field: ['number'] }],
    });
    renderWithProviders(<OrderMoves order={order} />, [refused]);
    await user.type(screen.getByRole('textbox', { name: /Refund reference/ }), 'hdfcr5 2026 1128 00001');
    await user.click(screen.getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The refund of this order was already recorded.');
  });
});

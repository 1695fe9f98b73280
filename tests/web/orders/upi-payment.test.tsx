import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubmitPaymentReferenceDocument, type UpiPayment_PaymentFragment } from '@web/__generated__/graphql';
import { UpiPayment } from '@web/features/orders/upi-payment';
import { describedText, renderWithProviders } from '../account/render';

const LINK = 'upi://pay?pa=gaadiparts.sample%40example&pn=GaadiParts&am=498.00&cu=INR&tn=GP-7&tr=GP-7';
const payment = (overrides: Partial<UpiPayment_PaymentFragment> = {}) =>
  ({
    __typename: 'OrderPayment',
    status: 'AWAITING_PAYMENT',
    holdUntil: new Date(Date.now() + 29 * 60_000 + 30_000).toISOString(),
    referenceWanted: true,
    reference: null,
    paidAt: null,
    upi: {
      __typename: 'UpiInstructions',
      vpa: 'gaadiparts.sample@example',
      payeeName: 'GaadiParts',
      reference: 'GP-7',
      link: LINK,
      qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      amount: { __typename: 'Money', amount: 49_800, currency: 'INR' },
    },
    ...overrides,
  }) as UpiPayment_PaymentFragment;

describe('UPI payment', () => {
  it('shows the QR code, the app link, the exact amount and the time left', async () => {
    renderWithProviders(<UpiPayment payment={payment()} lookup={{ token: 't'.repeat(43) }} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'Pay by UPI' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /UPI QR code: pay ₹498\.00 to gaadiparts\.sample@example/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in UPI app' })).toHaveAttribute('href', LINK);
    expect(await screen.findByRole('timer')).toHaveTextContent(/Time left: (29:\d\d|30:00)/);
  });

  it('refuses a reference that is not 12 digits before sending it, then sends a good one', async () => {
    const user = userEvent.setup();
    const token = 't'.repeat(43);
    renderWithProviders(<UpiPayment payment={payment()} lookup={{ token }} headingLevel={2} />, [
      {
        request: { query: SubmitPaymentReferenceDocument, variables: { input: { token, utr: '1234 5678 9012' } } },
        result: {
          data: {
            submitPaymentReference: {
              __typename: 'OrderPayload',
              order: { __typename: 'Order', id: 'o1', payment: { ...payment({ reference: '123456789012' }) } },
              errors: [],
            },
          },
        },
      },
    ]);
    const field = screen.getByLabelText('Paid? Enter the UPI reference number (UTR)');
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    expect(describedText(field)).toContain('Please enter the 12-digit reference number (UTR) your UPI app shows.');
    await user.clear(field);
    await user.type(field, '1234 5678 9012');
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server refusal of a paid order', async () => {
    const user = userEvent.setup();
    const token = 'u'.repeat(43);
    renderWithProviders(<UpiPayment payment={payment()} lookup={{ token }} headingLevel={2} />, [
      {
        request: { query: SubmitPaymentReferenceDocument, variables: { input: { token, utr: '123456789012' } } },
        result: {
          data: {
            submitPaymentReference: {
              __typename: 'OrderPayload',
              order: null,
              errors: [{ __typename: 'UserError', code: 'PAYMENT_ALREADY_RECEIVED', field: ['input', 'utr'] }],
            },
          },
        },
      },
    ]);
    await user.type(screen.getByLabelText(/UPI reference number/), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We have already received the payment for this order.');
  });

  it('shows nothing to pay once the order no longer awaits a UPI payment', () => {
    const { container } = renderWithProviders(
      <UpiPayment
        payment={payment({ status: 'PAID', upi: null, referenceWanted: false })}
        lookup={null}
        headingLevel={2}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

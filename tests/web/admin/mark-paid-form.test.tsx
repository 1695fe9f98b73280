/**
 * The back office's mark-paid form shows every answer it can get as a translated sentence written
 * for staff: each code of markOrderPaid's payload (on its field or above the form), the request's own
 * refusals (role, session), and its own checks of the amount — never the generic "Something went
 * wrong" for a case it knows, never a message key, never the shopper's wording.
 */
import type { MockedResponse } from '@apollo/client/testing';
import { i18n } from '@lingui/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { MarkOrderPaidDocument, type OrderDetail_OrderFragment } from '@web/__generated__/admin-graphql';
import { MarkPaidForm } from '@web/admin/features/orders/mark-paid-form';
import { useOrderMoves } from '@web/admin/features/orders/api/use-order-moves';
import { activateAdminLocale } from '@web/admin/shared/admin-i18n';
import { activateLocale } from '@web/shared/i18n/i18n';
import { describedText, renderWithProviders } from '../account/render';

const NUMBER = 1042;
const UTR = '123456789012';
const order = {
  number: NUMBER,
  paymentMethod: 'upi',
  shopperPaymentReference: UTR,
  total: { __typename: 'Money', amount: 49_800 },
} as unknown as OrderDetail_OrderFragment;

function Form() {
  const moves = useOrderMoves(NUMBER);
  return <MarkPaidForm order={order} markPaid={moves.markPaid} />;
}

const request = { query: MarkOrderPaidDocument, variables: { number: NUMBER, utr: UTR, amount: 49_800 } };
const refused = (code: string, field: string[] | null): MockedResponse => ({
  request,
  result: {
    data: {
      markOrderPaid: { __typename: 'OrderPayload', order: null, errors: [{ __typename: 'UserError', code, field }] },
    },
  },
});
const requestRefused = (errorCode: string): MockedResponse => ({
  request,
  result: { errors: [new GraphQLError('refused', { extensions: { code: 'FORBIDDEN', errorCode } })] },
});

/** Fills the form (the amount as typed) and sends it; answers the amount field. */
async function send(mocks: MockedResponse[], amount = '498') {
  const user = userEvent.setup();
  renderWithProviders(<Form />, mocks);
  // By role, not label: the same steps in every language (the UTR field comes first, filled in).
  const field = screen.getAllByRole('textbox')[1]!;
  await user.type(field, amount);
  await user.click(screen.getByRole('button'));
  return field;
}

afterAll(() => activateLocale('en'));

describe('mark-paid form in English', () => {
  const ABOVE: [string, MockedResponse, string][] = [
    ['PAGE_NOT_FOUND', refused('PAGE_NOT_FOUND', ['number']), 'Page Not Found'],
    [
      'PAYMENT_EXPIRED',
      refused('PAYMENT_EXPIRED', ['number']),
      'This order expired unpaid and was cancelled; its stock went back. If the money came, refund it.',
    ],
    [
      'PAYMENT_ALREADY_RECEIVED',
      refused('PAYMENT_ALREADY_RECEIVED', ['number']),
      'We have already received the payment for this order.',
    ],
    [
      'PAYMENT_NOT_EXPECTED',
      refused('PAYMENT_NOT_EXPECTED', ['number']),
      'This order takes no payment to mark: it is cash on delivery or cancelled.',
    ],
    ['STAFF_FORBIDDEN (role)', requestRefused('STAFF_FORBIDDEN'), 'Your role may not do this. Please ask an owner.'],
    ['AUTH_REQUIRED (signed out)', requestRefused('AUTH_REQUIRED'), 'Please sign in first.'],
    ['a network failure', { request, error: new Error('offline') }, 'Something went wrong. Please try again.'],
  ];
  for (const [name, mock, text] of ABOVE)
    it(`${name}: above the form`, async () => {
      await activateAdminLocale('en');
      await send([mock]);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    });

  const ON_FIELD: [string, MockedResponse, RegExp, string][] = [
    [
      'UTR_INVALID',
      refused('UTR_INVALID', ['utr']),
      /UTR/,
      'Not a reference of this payment: a UPI reference has 12 digits; a bank UTR has 12 to 22 letters and digits.',
    ],
    [
      'UTR_ALREADY_USED',
      refused('UTR_ALREADY_USED', ['utr']),
      /UTR/,
      'This reference number was already used for another payment. Please check it.',
    ],
    [
      'PAYMENT_AMOUNT_MISMATCH',
      refused('PAYMENT_AMOUNT_MISMATCH', ['amount']),
      /Amount received/,
      'The amount paid is not the order total.',
    ],
    [
      'ERROR_FORM_OUT_OF_RANGE',
      refused('ERROR_FORM_OUT_OF_RANGE', ['amount']),
      /Amount received/,
      'This value is outside the allowed range.',
    ],
  ];
  for (const [name, mock, label, text] of ON_FIELD)
    it(`${name}: on its field`, async () => {
      await activateAdminLocale('en');
      await send([mock]);
      await expect.poll(() => describedText(screen.getByLabelText(label))).toContain(text);
    });

  it('an amount that is not rupees, or more than the API takes, is refused on the field with its reason', async () => {
    await activateAdminLocale('en');
    const notRupees = await send([], 'abc');
    await expect.poll(() => describedText(notRupees)).toContain('This value is not valid.');
    cleanup();
    const tooMuch = await send([], '99999999999');
    await expect.poll(() => describedText(tooMuch)).toContain('This value is outside the allowed range.');
  });
});

describe('mark-paid form in Hindi', () => {
  it('shows every refusal in Hindi, staff wording included', async () => {
    await activateAdminLocale('hi');
    const codes: [MockedResponse, 'alert' | 'amount' | 'utr'][] = [
      [refused('PAYMENT_EXPIRED', ['number']), 'alert'],
      [refused('PAYMENT_NOT_EXPECTED', ['number']), 'alert'],
      [requestRefused('STAFF_FORBIDDEN'), 'alert'],
      [refused('UTR_INVALID', ['utr']), 'utr'],
      [refused('PAYMENT_AMOUNT_MISMATCH', ['amount']), 'amount'],
    ];
    const shown: string[] = [];
    for (const [mock, where] of codes) {
      const amount = await send([mock]);
      const utr = screen.getAllByRole('textbox')[0]!;
      const field = where === 'utr' ? utr : amount;
      // The server's answer, not the field's Hindi hint: the field is marked invalid only by it.
      const text = async () =>
        where === 'alert'
          ? ((await screen.findByRole('alert')).textContent ?? '')
          : field.getAttribute('aria-invalid') === 'true'
            ? describedText(field)
            : '';
      await expect.poll(text).toMatch(/[\u0900-\u097F]/);
      shown.push(await text());
      cleanup();
    }
    // Each its own sentence: none is the generic one, a key or English.
    const generic = i18n._({ id: 'ERROR_API_UNEXPECTED' });
    expect(generic).toMatch(/[\u0900-\u097F]/);
    expect(new Set(shown).size).toBe(shown.length);
    for (const text of shown) expect(text).not.toMatch(/ERROR_|[A-Za-z]{4,}/);
    expect(shown.filter((text) => text.includes(generic))).toEqual([]);
  });
});

/**
 * The orders list shows a refused filter on its field ("Placed until" before "Placed from"), and an
 * order number no order can have is "not found", never the generic "Something went wrong".
 */
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { AdminOrdersDocument } from '@web/__generated__/admin-graphql';
import { OrderPage } from '@web/admin/features/orders/order-page';
import { OrdersPage } from '@web/admin/features/orders/orders-page';
import { activateAdminLocale } from '@web/admin/shared/admin-i18n';
import { activateLocale, i18n } from '@web/shared/i18n/i18n';
import { describedText } from '../../account/render';

function renderAt(path: string, mocks: MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/orders" element={<OrdersPage />} />
            <Route path="/admin/orders/:number" element={<OrderPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </MockedProvider>,
  );
}

const OUT_OF_RANGE = 'This value is outside the allowed range.';
const GENERIC = 'Something went wrong. Please try again.';

afterAll(() => activateLocale('en'));

describe('orders list and order page refusals', () => {
  it('shows the API’s refusal of a "placed until" before "placed from" on that field', async () => {
    await activateAdminLocale('en');
    const refused: MockedResponse = {
      request: {
        query: AdminOrdersDocument,
        variables: { filter: { from: '2026-11-20', to: '2026-11-10' }, after: null },
      },
      result: {
        errors: [
          new GraphQLError('bad filter', {
            extensions: { code: 'BAD_USER_INPUT', errorCode: 'ERROR_FORM_OUT_OF_RANGE', field: ['filter', 'to'] },
          }),
        ],
      },
    };
    renderAt('/admin/orders?from=2026-11-20&to=2026-11-10', [refused]);
    const until = screen.getByLabelText('Placed until');
    await expect.poll(() => describedText(until)).toContain(OUT_OF_RANGE);
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(document.body).not.toHaveTextContent(GENERIC);
  });

  it('refuses such dates on the field before asking the API', async () => {
    await activateAdminLocale('en');
    const user = userEvent.setup();
    const all: MockedResponse = {
      request: { query: AdminOrdersDocument, variables: { filter: {}, after: null } },
      result: {
        data: {
          orders: {
            __typename: 'OrderConnection',
            items: [],
            cursorInfo: { __typename: 'CursorInfo', endCursor: null, hasNextPage: false },
          },
        },
      },
    };
    renderAt('/admin/orders', [all]);
    await screen.findByText('No orders match these filters.');
    await user.type(screen.getByLabelText('Placed from'), '2026-11-20');
    const until = screen.getByLabelText('Placed until');
    await user.type(until, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Show orders' }));
    await expect.poll(() => describedText(until)).toContain(OUT_OF_RANGE);
  });

  it('says an order number beyond what any order can have is not found', async () => {
    await activateAdminLocale('en');
    renderAt('/admin/orders/99999999999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18n._({ id: 'ERROR_API_PAGE_NOT_FOUND' }));
    expect(alert).not.toHaveTextContent(GENERIC);
  });
});

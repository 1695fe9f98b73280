/**
 * A staff member's row shows their name as written in its labels, markup-like text included: a
 * name "Priya <script>alert(1)</script>" showed as "Role of Priya alert(1)" and Lingui logged
 * "Can't use element at index 'script'" (a console.error fails the test).
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRow_StaffFragment } from '@web/__generated__/admin-graphql';
import { StaffRow } from '@web/admin/features/staff/staff-row';
import { i18n } from '@web/shared/i18n/i18n';

const NAME = 'Priya <script>alert(1)</script> & <b>Co</b>';
const STAFF: StaffRow_StaffFragment = {
  id: '7',
  email: 'priya@example.in',
  name: NAME,
  role: 'CATALOGUE',
  active: true,
  hasPassword: true,
  totpEnabled: false,
};

describe('staff row', () => {
  it('shows a name with markup-like text as written in its labels and dialog', async () => {
    render(
      <MockedProvider>
        <I18nProvider i18n={i18n}>
          <table>
            <tbody>
              <StaffRow staff={STAFF} onResult={vi.fn<(errors: readonly unknown[]) => void>()} />
            </tbody>
          </table>
        </I18nProvider>
      </MockedProvider>,
    );
    expect(screen.getByLabelText(`Role of ${NAME}`)).toHaveValue('CATALOGUE');
    await userEvent.click(screen.getByRole('button', { name: `Deactivate ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate ${NAME}?` });
    expect(within(dialog).getByRole('heading', { name: `Deactivate ${NAME}?` })).toBeInTheDocument();
    expect(document.querySelector('script, b')).toBeNull();
  });
});

import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ViewerDocument } from '@web/__generated__/graphql';
import { AccountMenu, ACCOUNT_ROUTES } from '@web/features/account';
import { RequireAccount, safeNext } from '@web/features/account/pages/require-account';
import { i18n } from '@web/shared/i18n/i18n';

const ASHA = {
  __typename: 'User',
  id: 'u1',
  email: 'asha@example.in',
  phone: null,
  firstName: 'Asha',
  lastName: 'Rao',
};
const viewerMock = (viewer: typeof ASHA | null) => ({
  request: { query: ViewerDocument },
  result: { data: { viewer } },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, viewer: typeof ASHA | null, ui: React.ReactNode) {
  return render(
    <MockedProvider mocks={[viewerMock(viewer)]}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nProvider>
    </MockedProvider>,
  );
}

describe('header account menu', () => {
  it('offers the sign-in form to an anonymous shopper', async () => {
    const user = userEvent.setup();
    renderAt('/', null, <AccountMenu />);
    await user.click(await screen.findByRole('button', { name: /^My account:\s*Sign in$/ }));
    const panel = await screen.findByRole('dialog', { name: 'My account' });
    expect(within(panel).getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/account/register');
  });

  it('shows name, e-mail, account links and sign-out to a signed-in shopper', async () => {
    const user = userEvent.setup();
    renderAt('/', ASHA, <AccountMenu />);
    await user.click(await screen.findByRole('button', { name: /^My account:\s*Asha Rao$/ }));
    const panel = await screen.findByRole('dialog', { name: 'My account' });
    expect(within(panel).getByText('asha@example.in')).toBeInTheDocument();
    const links = within(panel)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining(['/account/dashboard', '/account/profile', '/account/addresses', '/account/password']),
    );
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('account route guard', () => {
  it('sends an anonymous shopper to sign-in with the way back', async () => {
    renderAt(
      '/account/addresses?x=1',
      null,
      <Routes>
        <Route element={<RequireAccount />}>
          <Route path="/account/addresses" element={<p>addresses</p>} />
        </Route>
        <Route path="/account/login" element={<Where />} />
      </Routes>,
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/account/login?next=%2Faccount%2Faddresses%3Fx%3D1');
  });

  it('lets a signed-in shopper in', async () => {
    renderAt(
      '/account/addresses',
      ASHA,
      <Routes>
        <Route element={<RequireAccount />}>
          <Route path="/account/addresses" element={<p>addresses</p>} />
        </Route>
      </Routes>,
    );
    expect(await screen.findByText('addresses')).toBeInTheDocument();
  });

  it('follows only same-site paths after sign-in', () => {
    expect(safeNext('/account/profile')).toBe('/account/profile');
    expect(safeNext('//evil.example')).toBe('/account/dashboard');
    expect(safeNext('https://evil.example')).toBe('/account/dashboard');
    expect(safeNext(null)).toBe('/account/dashboard');
  });

  it('registers every account page of issue 6', () => {
    const paths = (routes: typeof ACCOUNT_ROUTES): string[] =>
      routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
    expect(paths(ACCOUNT_ROUTES).sort()).toEqual(
      [
        'account/login',
        'account/register',
        'account/forgot-password',
        'account/reset-password',
        'account/dashboard',
        'account/profile',
        'account/password',
        'account/addresses',
        'account/addresses/new',
        'account/addresses/:id',
        'account/stock-notices',
      ].sort(),
    );
  });
});

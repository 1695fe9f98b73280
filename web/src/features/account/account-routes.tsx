import type { RouteObject } from 'react-router-dom';

/**
 * The account routes, each page loaded lazily. The pages after sign-in sit under RequireAccount,
 * which sends anonymous shoppers to /account/login?next=… and back after.
 */
export const ACCOUNT_ROUTES: RouteObject[] = [
  { path: 'account/login', lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }) },
  { path: 'account/register', lazy: async () => ({ Component: (await import('./pages/login-page')).RegisterPage }) },
  {
    path: 'account/forgot-password',
    lazy: async () => ({ Component: (await import('./pages/password-recovery-pages')).ForgotPasswordPage }),
  },
  {
    path: 'account/reset-password',
    lazy: async () => ({ Component: (await import('./pages/password-recovery-pages')).ResetPasswordPage }),
  },
  {
    lazy: async () => ({ Component: (await import('./pages/require-account')).RequireAccount }),
    children: [
      {
        lazy: async () => ({ Component: (await import('./pages/account-layout')).AccountLayout }),
        children: [
          {
            path: 'account/dashboard',
            lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }),
          },
          {
            path: 'account/profile',
            lazy: async () => ({ Component: (await import('./pages/profile-pages')).ProfilePage }),
          },
          {
            path: 'account/password',
            lazy: async () => ({ Component: (await import('./pages/profile-pages')).PasswordPage }),
          },
          {
            path: 'account/addresses',
            lazy: async () => ({ Component: (await import('./pages/addresses-page')).AddressesPage }),
          },
          {
            path: 'account/addresses/new',
            lazy: async () => ({ Component: (await import('./pages/address-edit-page')).NewAddressPage }),
          },
          {
            path: 'account/stock-notices',
            lazy: async () => ({ Component: (await import('./stock-notices/stock-notices-page')).StockNoticesPage }),
          },
          {
            path: 'account/addresses/:id',
            lazy: async () => ({ Component: (await import('./pages/address-edit-page')).EditAddressPage }),
          },
        ],
      },
    ],
  },
];

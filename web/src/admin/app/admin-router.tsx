import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SetPasswordPage } from '@web/admin/features/session/set-password-page';
import { SignInPage } from '@web/admin/features/session/sign-in-page';
import { AdminLayout, AdminPublicLayout } from './admin-layout';
import { AdminNotFound } from './admin-not-found';

/**
 * The back office's routes, all under /admin. Each screen is a lazy chunk of its own, inside the
 * back office's chunk, which only /admin loads (docs/decisions/033).
 */
export const ADMIN_ROUTES: RouteObject[] = [
  {
    path: '/admin',
    children: [
      {
        element: <AdminPublicLayout />,
        children: [
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'set-password', element: <SetPasswordPage /> },
        ],
      },
      {
        element: <AdminLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@web/admin/features/today/today-page')).TodayPage }),
          },
          {
            path: 'staff',
            lazy: async () => ({ Component: (await import('@web/admin/features/staff/staff-page')).StaffPage }),
          },
          {
            path: 'audit',
            lazy: async () => ({ Component: (await import('@web/admin/features/audit/audit-page')).AuditPage }),
          },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];

export const createAdminRouter = () => createBrowserRouter(ADMIN_ROUTES);

import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { StaffRole } from '@web/__generated__/admin-graphql';
import { RequireStaff } from '@web/admin/features/session/require-staff';
import { SetPasswordPage } from '@web/admin/features/session/set-password-page';
import { SignInPage } from '@web/admin/features/session/sign-in-page';
import { AdminLayout, AdminPublicLayout } from './admin-layout';
import { AdminNotFound } from './admin-not-found';
import { screensFor } from './admin-screens';

const OPERATIONS: readonly StaffRole[] = ['OWNER', 'OPERATIONS'];
const OWNER: readonly StaffRole[] = ['OWNER'];
const CATALOGUE: readonly StaffRole[] = ['OWNER', 'CATALOGUE'];
/** Stock corrections: the catalogue's staff and those who pack orders (as the API allows). */
const STOCK: readonly StaffRole[] = ['OWNER', 'CATALOGUE', 'OPERATIONS'];

/** A lazily loaded screen shown only to the roles that may use it (the server refuses the rest anyway). */
const screen =
  (roles: readonly StaffRole[], load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => {
    const Page = await load();
    return { Component: () => <RequireStaff roles={roles}>{() => <Page />}</RequireStaff> };
  };

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
            // Today for those who run orders; anyone else starts on the first screen of their role.
            lazy: async () => {
              const { TodayPage } = await import('@web/admin/features/today/today-page');
              const Home = () => (
                <RequireStaff>
                  {(staff) =>
                    OPERATIONS.includes(staff.role) ? (
                      <TodayPage />
                    ) : (
                      <Navigate to={screensFor(staff.role)[0]?.path ?? '/admin/sign-in'} replace />
                    )
                  }
                </RequireStaff>
              );
              return { Component: Home };
            },
          },
          {
            path: 'orders',
            lazy: screen(OPERATIONS, async () => (await import('@web/admin/features/orders/orders-page')).OrdersPage),
          },
          {
            path: 'orders/:number',
            lazy: screen(OPERATIONS, async () => (await import('@web/admin/features/orders/order-page')).OrderPage),
          },
          {
            path: 'bookings',
            lazy: screen(
              OPERATIONS,
              async () => (await import('@web/admin/features/bookings/bookings-page')).BookingsPage,
            ),
          },
          {
            path: 'products',
            lazy: screen(
              CATALOGUE,
              async () => (await import('@web/admin/features/products/products-page')).ProductsPage,
            ),
          },
          {
            path: 'products/import',
            lazy: screen(
              CATALOGUE,
              async () => (await import('@web/admin/features/products/import-export-page')).ImportExportPage,
            ),
          },
          {
            path: 'products/:id/stock',
            lazy: screen(STOCK, async () => (await import('@web/admin/features/products/stock-page')).StockPage),
          },
          {
            path: 'products/:id',
            lazy: screen(
              CATALOGUE,
              async () => (await import('@web/admin/features/products/product-page')).ProductPage,
            ),
          },
          {
            path: 'reviews',
            lazy: screen(CATALOGUE, async () => (await import('@web/admin/features/reviews/reviews-page')).ReviewsPage),
          },
          {
            path: 'brands',
            lazy: screen(
              CATALOGUE,
              async () => (await import('@web/admin/features/brands-categories/brands-page')).BrandsPage,
            ),
          },
          {
            path: 'categories',
            lazy: screen(
              CATALOGUE,
              async () => (await import('@web/admin/features/brands-categories/categories-page')).CategoriesPage,
            ),
          },
          {
            path: 'staff',
            lazy: screen(OWNER, async () => (await import('@web/admin/features/staff/staff-page')).StaffPage),
          },
          {
            path: 'settings',
            lazy: screen(OWNER, async () => (await import('@web/admin/features/settings/settings-page')).SettingsPage),
          },
          {
            path: 'audit',
            lazy: screen(OWNER, async () => (await import('@web/admin/features/audit/audit-page')).AuditPage),
          },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];

export const createAdminRouter = () => createBrowserRouter(ADMIN_ROUTES);

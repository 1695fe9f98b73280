import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { createBrowserRouter, type HydrationState, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@web/features/layout';
import { HEADER_SLOTS } from './header-widgets';
import { LEGACY_REDIRECTS } from '@rules/routes/legacy-redirects';
import { pageRoutes } from './route-table';

/**
 * The app's routes: the layout around every page, and the spec's legacy links redirected.
 * `pageEnd`: rendered after the page, inside its Suspense boundary (see AppLayout).
 */
export const routes = (client: ApolloClient, pageEnd?: ReactNode): RouteObject[] => [
  {
    element: <AppLayout slots={HEADER_SLOTS} pageEnd={pageEnd} />,
    children: [
      ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      ...pageRoutes(client),
    ],
  },
];

export function createRouter(client: ApolloClient, pageEnd?: ReactNode) {
  return createBrowserRouter(routes(client, pageEnd));
}

/**
 * The router for a page the server rendered: the current URL's lazy route modules are loaded
 * first (a lazy route not loaded yet would render its fallback, which the server's HTML does not
 * have), and the server's loader data is taken as is, so no loader runs again.
 */
export async function createHydratingRouter(client: ApolloClient, hydrationData: HydrationState, pageEnd: ReactNode) {
  const table = routes(client, pageEnd);
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(table, { hydrationData });
}

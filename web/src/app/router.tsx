import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@web/features/layout';
import { HEADER_SLOTS } from './header-widgets';
import { LEGACY_REDIRECTS } from './legacy-redirects';
import { pageRoutes } from './route-table';
import { Navigate } from 'react-router-dom';

/** The app's routes: the layout around every page, and the spec's legacy links redirected. */
export const routes = (client: ApolloClient): RouteObject[] => [
  {
    element: <AppLayout slots={HEADER_SLOTS} />,
    children: [
      ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      ...pageRoutes(client),
    ],
  },
];

export function createRouter(client: ApolloClient) {
  return createBrowserRouter(routes(client));
}

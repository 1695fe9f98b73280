import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ReactNode, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { VehiclePickerOpenProvider } from '@web/features/garage/picker-open';
import { i18n } from '@web/shared/i18n/i18n';
import type { createRouter } from './router';

/**
 * Providers around the router: data (Apollo), language (Lingui), and the vehicle picker's open state
 * (kept above the header's phone and desktop layouts). The server renders with the same, with a
 * Lingui instance of its own per page (`instance`); the browser with Lingui's global one.
 */
export function Providers({
  client,
  instance = i18n,
  children,
}: {
  client: ApolloClient;
  instance?: I18n;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <I18nProvider i18n={instance}>
        <VehiclePickerOpenProvider>{children}</VehiclePickerOpenProvider>
      </I18nProvider>
    </ApolloProvider>
  );
}

/**
 * The app in the browser: the same tree as the server renders (entry-server.tsx) around the
 * router, so that React's generated ids (useId) agree when it hydrates the server's HTML.
 */
export function App({ client, router }: { client: ApolloClient; router: ReturnType<typeof createRouter> }) {
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}

/** Renders nothing; its effect runs after those of the tree before it. */
export function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => {
    onCommitted();
  }, [onCommitted]);
  return null;
}

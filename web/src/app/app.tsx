import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '@web/shared/i18n/i18n';
import type { createRouter } from './router';

/** Providers around the router: data (Apollo) and language (Lingui). */
export function App({ client, router }: { client: ApolloClient; router: ReturnType<typeof createRouter> }) {
  return (
    <ApolloProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ApolloProvider>
  );
}

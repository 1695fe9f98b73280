import { ApolloProvider } from '@apollo/client/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { languageVar } from '@web/shared/state/preferences';
import { createAdminRouter } from './app/admin-router';
import { ADMIN_LANGUAGES, activateAdminLocale } from './shared/admin-i18n';
import { createAdminClient } from './shared/admin-client';

/**
 * The back office's start (docs/decisions/033): web/src/main.tsx imports this module lazily for
 * /admin addresses only, so none of it is in the shop's first load. Rendered in the browser only:
 * the server's page renderer never renders /admin (gateway/http/server.ts).
 */
export async function startAdmin(container: HTMLElement): Promise<void> {
  const client = createAdminClient();
  const router = createAdminRouter();
  const wanted = languageVar();
  await activateAdminLocale(ADMIN_LANGUAGES.includes(wanted) ? wanted : 'en');
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </I18nProvider>
    </StrictMode>,
  );
  document.documentElement.dataset.app = 'ready';
}

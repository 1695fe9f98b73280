import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import './app/styles/global.css';
import { createApolloClient } from './shared/apollo/client';
import { startLocale } from './shared/i18n/start-locale';

const client = createApolloClient();
// The shopper's language is loaded before the first paint, so no text flashes in English.
await startLocale(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} router={createRouter()} />
  </StrictMode>,
);

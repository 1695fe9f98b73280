import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import './app/styles/global.css';
import { createApolloClient } from './shared/apollo/client';
import { startLocale } from './shared/i18n/start-locale';

const client = createApolloClient();
// Created first: the router starts fetching the current route's lazy module at once, in parallel
// with the language below instead of after it.
const router = createRouter();
// The shopper's language is loaded before the first paint, so no text flashes in English.
await startLocale(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);

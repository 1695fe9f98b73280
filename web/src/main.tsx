import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import './app/styles/global.css';
import { createApolloClient } from './shared/apollo/client';
import { activateLocale } from './shared/i18n/i18n';
import { languageVar } from './shared/state/preferences';

// The shopper's language is loaded before the first paint, so no text flashes in English.
await activateLocale(languageVar());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={createApolloClient()} router={createRouter()} />
  </StrictMode>,
);

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import './app/styles/global.css';
import { createApolloClient } from './shared/apollo/client';
import { startLocale } from './shared/i18n/start-locale';

const client = createApolloClient();
// Created first: the router starts fetching the current route's lazy module at once, in parallel
// with the language below instead of after it, and the route's loader then starts its query.
const router = createRouter(client);
// The shopper's language is loaded before the first paint, so no text flashes in English; the
// gateway's list of languages is checked meanwhile, without holding the first paint back.
await startLocale(client);

const root = createRoot(document.getElementById('root')!);
// A transition, so React renders the first screen in slices and yields to the browser between them.
startTransition(() =>
  root.render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  ),
);

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, Committed } from './app/app';
import { createHydratingRouter, createRouter } from './app/router';
import './app/styles/global.css';
import { createApolloClient } from './shared/apollo/client';
import type { HydratingCache } from './shared/apollo/hydrating-cache';
import { activateLocale } from './shared/i18n/i18n';
import { registerLanguages } from './shared/i18n/locales';
import { startLocale } from './shared/i18n/start-locale';
import { serverState } from './shared/ssr/server-state';
import { differsFromServer, finishHydration } from './shared/state/persisted-state';
import { keepPreferenceCookies, knownLanguagesVar, languageVar } from './shared/state/preferences';

const container = document.getElementById('root')!;
/** Marks the page as live (hydrated or rendered): `<html data-app="ready">`, for tests and monitoring. */
const ready = () => {
  document.documentElement.dataset.app = 'ready';
};
const server = serverState();

if (/^\/admin(\/|$)/.test(location.pathname)) {
  // The back office (docs/decisions/033): a chunk of its own, loaded only here.
  await (await import('./admin/admin-main')).startAdmin(container);
} else if (server && !differsFromServer('language') && !differsFromServer('currency')) {
  // The server rendered this page in the shopper's language and currency: React takes over its
  // HTML (hydration) with the answers it was rendered with, instead of rendering it again.
  const client = createApolloClient({ serverAnswers: server.apollo, language: () => languageVar() });
  registerLanguages(server.languages);
  let done = false;
  const hydrated = () => {
    if (done) return; // StrictMode runs effects twice in development
    done = true;
    // What the server could not know (cart, saved lists, vehicle, city) arrives now, as an
    // update: only once the page itself is hydrated (its boundary hydrates after the layout's),
    // since a part still to be hydrated must see what the server rendered.
    finishHydration();
    // From now on queries ask the network as their fetch policy says (see createApolloClient), and
    // the server's answers no query took are dropped (HydratingCache).
    client.prioritizeCacheValues = false;
    (client.cache as HydratingCache).forgetServerAnswers();
    knownLanguagesVar(server.languages);
    keepPreferenceCookies();
    ready();
  };
  const [router] = await Promise.all([
    createHydratingRouter(client, server.router, <Committed onCommitted={hydrated} />),
    activateLocale(server.language),
  ]);
  // A transition, so React hydrates in slices and yields to the browser between them (taps
  // during hydration are replayed once their part of the page is hydrated).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App client={client} router={router} />
      </StrictMode>,
    );
  });
} else {
  // A page rendered in the browser (or one the server rendered in another language or currency
  // than this browser keeps: it is rendered again, from the stored choices).
  finishHydration();
  keepPreferenceCookies();
  const client = createApolloClient({ language: () => languageVar() });
  // Created first: the router starts fetching the current route's lazy module at once, in parallel
  // with the language below instead of after it, and the route's loader then starts its query.
  const router = createRouter(client, <Committed onCommitted={ready} />);
  // The shopper's language is loaded before the first paint, so no text flashes in English; the
  // gateway's list of languages is checked meanwhile, without holding the first paint back.
  await startLocale(client);

  const root = createRoot(container);
  // A transition, so React renders the first screen in slices and yields to the browser between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App client={client} router={router} />
      </StrictMode>,
    ),
  );
}

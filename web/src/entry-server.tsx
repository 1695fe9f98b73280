import type { NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  CurrenciesDocument,
  DepartmentsDocument,
  LanguagesDocument,
  type LanguagesQuery,
  LayoutShopDocument,
} from '@web/__generated__/graphql';
import { Providers } from './app/app';
import type { PageHandle } from './app/route-table';
import { routes } from './app/router';
import { createApolloClient } from './shared/apollo/client';
import { hasCatalog } from './shared/i18n/catalogs';
import { createI18n } from './shared/i18n/i18n';
import { acceptedLanguages, detectLocale, localeInfo, registerLanguages } from './shared/i18n/locales';
import type { ManifestChunk, PageRenderer, PageRendererOptions, RenderedPage } from '@rules/ssr/page-renderer';
import type { ServerLoadContext } from './shared/ssr/load-context';
import { ServerPage, ServerPageContext } from './shared/ssr/server-page';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE, serverStateScript } from './shared/ssr/server-state';
import { isCurrencyCode, RenderPreferencesContext } from './shared/state/preferences';

export type { ManifestChunk, PageRendererOptions, RenderedPage } from '@rules/ssr/page-renderer';

/**
 * The server side of the storefront: renders a public page (a route marked `serverRendered`) to
 * HTML with its data, in the shopper's language and currency (cookies, else the browser's
 * Accept-Language), so that the page shows before any script has run; the browser then hydrates
 * it (main.tsx). Other pages, and any page whose render fails, are left to the browser (null).
 *
 * Renders run concurrently (docs/decisions/046): each has its own Apollo client, Lingui instance
 * and language and currency (RenderPreferencesContext); nothing a render uses is the process's.
 */
export function createPageRenderer({ template, manifest, graphql, onError }: PageRendererOptions): PageRenderer {
  const shell = splitTemplate(template);
  // The template's scripts, started by /app-start.js after the first paint instead (see there).
  const scripts: string[] = [];
  shell.head = shell.head
    .replace(
      /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/g,
      (_tag, src: string) => (scripts.unshift(src), ''),
    )
    .replace(
      /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g,
      (_tag, href: string) => (scripts.push(href), ''),
    );
  if (!scripts[0]?.includes('/index-')) throw new Error('index.html has no entry script');
  const entryFiles = closure(manifest, 'index.html').files;

  return {
    render: (request, signal) => (signal?.aborted ? Promise.resolve(null) : renderOne(request, signal)),
    shareableKey,
  };

  async function renderOne(request: Request, signal?: AbortSignal): Promise<RenderedPage> {
    // A query that answers with errors leaves no answer in Apollo's cache: the browser would
    // hydrate without it and not match the HTML. Such a page is left to the browser.
    let answeredWithErrors = false;
    const inFlight = new Set<Promise<unknown>>();
    // Requests the page's queries have sent so far: a render pass that sent none was answered
    // wholly from the cache, so it is the page (see `finished` below).
    let requests = 0;
    const fetchChecked: typeof fetch = async (input, init) => {
      requests += 1;
      const answered = (async () => {
        const response = await graphql(input, init);
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { errors?: unknown[] } | null;
        if (!response.ok || !body || body.errors?.length) answeredWithErrors = true;
        return response;
      })();
      inFlight.add(answered);
      void answered.finally(() => inFlight.delete(answered)).catch(() => undefined);
      return answered;
    };
    // The shopper's session goes with the page's queries: the page shows what they would see.
    const cookie = request.headers.get('cookie');
    const { contentLanguage, currency } = preferences(request);
    const client = createApolloClient({
      uri: new URL('/graphql', request.url).href,
      fetch: fetchChecked,
      headers: cookie ? { cookie } : {},
      ssrMode: true,
      language: () => contentLanguage,
    });
    const handler = createStaticHandler(routes(client));
    const loadContext: ServerLoadContext = { language: contentLanguage };
    const context = await handler.query(new Request(request.url, { signal: signal ?? null }), {
      requestContext: loadContext,
    });
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location ? { status: context.status, location } : null;
    }
    const modules = context.matches.flatMap(({ route }) => {
      const module = (route.handle as PageHandle | undefined)?.serverRendered;
      return module ? [module] : [];
    });
    if (modules.length === 0 || context.errors) return null;

    // The layout's queries start now, beside the page's (its route loaders fetched them): with
    // every answer in the cache, React renders the page once instead of once per wave of queries.
    // Their answers are awaited, not only their requests: a query whose answer is not in the cache
    // yet renders "Loading…" in a pass that sends no request, which ends the render (see `finished`).
    const layout = [DepartmentsDocument, LayoutShopDocument, CurrenciesDocument].map((query) =>
      client.query({ query }).catch(() => undefined),
    );
    const languages = registerLanguages(
      (await client.query<LanguagesQuery>({ query: LanguagesDocument })).data?.languages ?? [],
    );
    const offered = (code: string | undefined) => languages.find((l) => l.code === code);
    const language = offered(contentLanguage) ?? languages[0] ?? localeInfo('en');
    const [i18n] = await Promise.all([createI18n(language), ...layout, Promise.allSettled([...inFlight])]);
    if (signal?.aborted) return null;

    const page = new ServerPage(request.url);
    const router = createStaticRouter(handler.dataRoutes, context);
    let failed = false;
    let passes = 0;
    // Apollo's prerenderStatic renders again after any pass in which queries were created, even when
    // every one of them was answered from the cache (as here: the route's loaders and the layout's
    // queries were fetched before rendering), so every page would be rendered twice. A pass that sent
    // no request is the page: `finished` ends the loop there (prerenderStatic returns that pass's HTML
    // as "aborted"); a pass that did send one (a query no loader fetched) is rendered again as before.
    // That holds only if every answer was in the cache when the pass began, not merely asked for: a
    // query joining a request still on its way sends none and renders "Loading…". So the loaders wait
    // for their answers on the server (`waitOnServer`), and the layout's are awaited above.
    const finished = new AbortController();
    const stop = () => finished.abort();
    signal?.addEventListener('abort', stop);
    const { result, aborted } = await prerenderStatic({
      tree: (
        <ServerPageContext value={page}>
          <RenderPreferencesContext value={{ language: language.code, currency }}>
            <Providers client={client} instance={i18n}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </RenderPreferencesContext>
        </ServerPageContext>
      ),
      renderFunction: async (tree) => {
        passes += 1;
        const before = requests;
        const rendered = await prerenderToNodeStream(tree, {
          ...(signal ? { signal } : {}),
          // Every boundary inline: React outlines big ones behind small inline scripts that
          // reveal them, which the page's CSP (script-src 'self') does not run.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onError(error) {
            failed = true;
            onError?.(error);
          },
        });
        if (requests === before) finished.abort();
        return rendered;
      },
      signal: finished.signal,
      maxRerenders: 10,
    }).finally(() => signal?.removeEventListener('abort', stop));
    if ((aborted && signal?.aborted) || failed || answeredWithErrors) return null;

    const assets = new Set<string>();
    for (const module of modules)
      for (const file of closure(manifest, module).files) if (!entryFiles.has(file)) assets.add(file);
    // The language's catalogue too: the browser activates it before hydrating.
    const catalogue = manifest[`../locales/${language.code}/messages.po`];
    if (catalogue && !entryFiles.has(catalogue.file)) assets.add(catalogue.file);
    const pageScripts = [...scripts, ...[...assets].filter((f) => f.endsWith('.js')).map((f) => `/${f}`)];
    const head = [
      ...[...assets].filter((f) => f.endsWith('.css')).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      `<meta name="app-scripts" content="${escapeHtml(pageScripts.join(' '))}">`,
      '<script type="module" src="/app-start.js"></script>',
      ...[...page.meta].map(
        ([key, { attribute, content }]) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`,
      ),
    ].join('');
    const state = serverStateScript({
      apollo: client.extract() as NormalizedCacheObject,
      router: { loaderData: context.loaderData, actionData: context.actionData },
      persisted: { language: language.code, currency },
      language,
      languages,
    });
    const html =
      shell.beforeHtmlAttributes +
      `<html lang="${escapeHtml(language.locale)}" dir="${language.direction}">` +
      shell.head
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title ?? 'GaadiParts')}</title>`)
        // The page's own description replaces the shop's.
        .replace(/<meta name="description"[^>]*>\s*/, (tag) => (page.meta.has('description') ? '' : tag)) +
      head +
      shell.bodyStart +
      `<div id="root">${result}</div>${state}` +
      shell.bodyEnd;
    return { status: page.status, html, passes };
  }
}

/**
 * The language the page's content is asked in and the currency it is shown in: the kept choices
 * (cookies), else the browser's language (one the app has a catalogue for, as the gateway's list:
 * tests/gateway/shop/language-catalogues.test.ts) and rupees.
 */
function preferences(request: Request): { contentLanguage: string; currency: string } {
  const cookies = parseCookies(request.headers.get('cookie'));
  const wanted = cookies.get(LANGUAGE_COOKIE);
  const wantedCurrency = cookies.get(CURRENCY_COOKIE);
  return {
    contentLanguage:
      wanted && hasCatalog(wanted) ? wanted : detectLocale(acceptedLanguages(request.headers.get('accept-language'))),
    currency: isCurrencyCode(wantedCurrency) ? wantedCurrency : 'INR',
  };
}

/**
 * What makes an anonymous shopper's page what it is (its address, language and currency), when
 * the page may be shared with other shoppers; null when the request carries any cookie besides
 * the language and currency ones (a session, a cart owner…): such a page is never shared.
 */
function shareableKey(request: Request): string | null {
  // Names as sent, undecoded: a cookie the parser would skip still makes the page private.
  const names = (request.headers.get('cookie') ?? '').split(';').map((part) => part.split('=')[0]!.trim());
  if (names.some((name) => name !== '' && name !== LANGUAGE_COOKIE && name !== CURRENCY_COOKIE)) return null;
  const { contentLanguage, currency } = preferences(request);
  return `${request.url} ${contentLanguage} ${currency}`;
}

/** index.html cut around `<html …>`, `</head>` and the root element's app shell. */
function splitTemplate(template: string) {
  const html = /<html[^>]*>/.exec(template);
  const headEnd = template.indexOf('</head>');
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.indexOf('<noscript>');
  if (!html || headEnd < 0 || rootStart < 0 || rootEnd < rootStart)
    throw new Error('index.html is not the expected template');
  return {
    beforeHtmlAttributes: template.slice(0, html.index),
    head: template.slice(html.index + html[0].length, headEnd),
    bodyStart: template.slice(headEnd, rootStart),
    bodyEnd: template.slice(rootEnd),
  };
}

/** The files a module loads with it: its chunk, its static imports' chunks, and their stylesheets. */
function closure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): { files: Set<string> } {
  const files = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`the build manifest has no entry for ${name}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { files };
}

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // a malformed cookie is ignored
    }
  }
  return cookies;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

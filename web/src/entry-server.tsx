import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
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
import type { ServerAnswers } from './shared/apollo/answer-cache';
import { createApolloClient } from './shared/apollo/client';
import { preloadQuery } from './shared/apollo/preload-query';
import { hasCatalog } from './shared/i18n/catalogs';
import { createI18n } from './shared/i18n/i18n';
import {
  acceptedLanguages,
  detectLocale,
  type LanguageInfo,
  localeInfo,
  registerLanguages,
} from './shared/i18n/locales';
import type {
  ManifestChunk,
  PageRenderer,
  PageRendererOptions,
  PageRest,
  RenderedPage,
} from '@rules/ssr/page-renderer';
import type { ServerLoadContext } from './shared/ssr/load-context';
import { renderPasses } from './shared/ssr/render-passes';
import { trackRenderQueries } from './shared/ssr/render-queries';
import { ServerPage, ServerPageContext } from './shared/ssr/server-page';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE, serverStateScript } from './shared/ssr/server-state';
import { isCurrencyCode, RenderPreferencesContext } from './shared/state/preferences';

export type { ManifestChunk, PageRendererOptions, PageRest, RenderedPage } from '@rules/ssr/page-renderer';

/**
 * The server side of the storefront: renders a public page (a route marked `serverRendered`) to
 * HTML with its data, in the shopper's language and currency (cookies, else the browser's
 * Accept-Language), so that the page shows before any script has run; the browser then hydrates
 * it (main.tsx). Other pages, and any page whose render fails, are left to the browser (null).
 *
 * Renders run concurrently (docs/decisions/046): each has its own Apollo client, Lingui instance
 * and language and currency (RenderPreferencesContext); nothing a render uses is the process's.
 */
export function createPageRenderer({
  template,
  manifest,
  graphql,
  onError,
  stringFirst = true,
  shareDocuments = true,
}: PageRendererOptions): PageRenderer {
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
  // A render that fails after the head has left ends with index.html's body: the browser renders
  // the page, as when nothing had been sent (docs/decisions/053).
  const browserRest: PageRest = {
    html: '<title>GaadiParts</title>' + shell.description + shell.bodyStart + shell.root + shell.bodyEnd,
    rendered: false,
  };

  return {
    render: (request, signal) => (signal?.aborted ? Promise.resolve(null) : renderOne(request, signal)),
    shareableKey,
  };

  async function renderOne(request: Request, signal?: AbortSignal): Promise<RenderedPage> {
    // A query that answers with errors leaves no answer in Apollo's cache: the browser would
    // hydrate without it and not match the HTML. Such a page is left to the browser.
    let answeredWithErrors = false;
    const fetchChecked: typeof fetch = async (input, init) => {
      const response = await graphql(input, init);
      const text = await response.text();
      // Parsed here only when it may hold errors: Apollo parses every answer anyway.
      if (!response.ok || !text.startsWith('{') || (text.includes('"errors"') && hasErrors(text)))
        answeredWithErrors = true;
      const { status, statusText, headers } = response;
      return new Response(text, { status, statusText, headers });
    };
    // The shopper's session goes with the page's queries: the page shows what they would see.
    const cookie = request.headers.get('cookie');
    const { contentLanguage, currency } = preferences(request);
    const client = createApolloClient({
      uri: new URL('/graphql', request.url).href,
      fetch: fetchChecked,
      headers: cookie ? { cookie } : {},
      ssrMode: true,
      shareDocuments,
      language: () => contentLanguage,
    });
    // Every query preloaded on this client (by the route's loaders, the layout, a loader's
    // follow-up) registers its answer: all are awaited below, so React renders the page once.
    const queries = trackRenderQueries(client);
    const handler = createStaticHandler(routes(client));
    const page = new ServerPage(request.url);
    const loadContext: ServerLoadContext = { language: contentLanguage, page };
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
    const found: StaticHandlerContext = context;

    // The layout's queries start now, beside the page's.
    for (const query of [DepartmentsDocument, LayoutShopDocument, CurrenciesDocument]) void preloadQuery(client, query);
    const languages = registerLanguages(
      (await client.query<LanguagesQuery>({ query: LanguagesDocument })).data?.languages ?? [],
    );
    const offered = (code: string | undefined) => languages.find((l) => l.code === code);
    const language = offered(contentLanguage) ?? languages[0] ?? localeInfo('en');
    const [i18n] = await Promise.all([createI18n(language), queries.answered()]);
    if (signal?.aborted) return null;
    // A page whose loaders found it missing (an unknown category's failed list) keeps its status;
    // the browser renders what it shows.
    if (answeredWithErrors)
      return page.status === 200
        ? null
        : { status: page.status, head: headOf(language, modules), rest: () => Promise.resolve(browserRest) };

    // The data is in and the status known: the head leaves now, the rest once React has rendered.
    const status = page.status;
    let rest: Promise<PageRest> | undefined;
    const renderOnce = () =>
      (rest ??= renderRest().catch((error: unknown) => {
        if (!signal?.aborted) onError?.(error);
        return browserRest;
      }));
    return { status, head: headOf(language, modules), rest: renderOnce };

    async function renderRest(): Promise<PageRest> {
      const router = createStaticRouter(handler.dataRoutes, found);
      const rendered = await renderPasses({
        tree: (
          <ServerPageContext value={page}>
            <RenderPreferencesContext value={{ language: language.code, currency }}>
              <Providers client={client} instance={i18n}>
                <StaticRouterProvider router={router} context={found} hydrate={false} />
              </Providers>
            </RenderPreferencesContext>
          </ServerPageContext>
        ),
        client,
        stringFirst,
        ...(signal ? { signal } : {}),
        ...(onError ? { onError } : {}),
      });
      if (rendered.failed || answeredWithErrors) return browserRest;
      const problems = rendered.late.map((name) => `${name} was still loading after a render pass: preload it`);
      // A page found missing only as it rendered: its 200 has left with the head, so robots are told.
      const late = page.statusAfterHead(status);
      if (late) problems.push(late);
      const state = serverStateScript({
        apollo: client.extract() as ServerAnswers,
        router: { loaderData: found.loaderData, actionData: found.actionData },
        persisted: { language: language.code, currency },
        language,
        languages,
      });
      const html =
        `<title>${escapeHtml(page.title ?? 'GaadiParts')}</title>` +
        // The page's own description replaces the shop's.
        (page.meta.has('description') ? '' : shell.description) +
        [...page.meta]
          .map(
            ([key, { attribute, content }]) =>
              `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`,
          )
          .join('') +
        shell.bodyStart +
        `<div id="root">${rendered.html}</div>${state}` +
        shell.bodyEnd;
      return { html, rendered: true, passes: rendered.passes, ...(problems.length ? { problems } : {}) };
    }
  }

  /**
   * The page's head as far as it is known before React renders: the template's (charset, viewport,
   * icon, app shell style; its title and description come with the rest), the route's stylesheets
   * and the language's catalogue, and the scripts /app-start.js starts after the first paint.
   */
  function headOf(language: LanguageInfo, modules: string[]): string {
    const assets = new Set<string>();
    for (const module of modules)
      for (const file of closure(manifest, module).files) if (!entryFiles.has(file)) assets.add(file);
    // The language's catalogue too: the browser activates it before hydrating.
    const catalogue = manifest[`../locales/${language.code}/messages.po`];
    if (catalogue && !entryFiles.has(catalogue.file)) assets.add(catalogue.file);
    const pageScripts = [...scripts, ...[...assets].filter((f) => f.endsWith('.js')).map((f) => `/${f}`)];
    return (
      shell.beforeHtmlAttributes +
      `<html lang="${escapeHtml(language.locale)}" dir="${language.direction}">` +
      shell.head +
      [...assets]
        .filter((f) => f.endsWith('.css'))
        .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
        .join('') +
      `<meta name="app-scripts" content="${escapeHtml(pageScripts.join(' '))}">` +
      '<script type="module" src="/app-start.js"></script>'
    );
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

/**
 * index.html cut around `<html …>`, `</head>` and the root element's app shell; its title and
 * description are taken out of the head (the page's own follow once it has rendered).
 */
function splitTemplate(template: string) {
  const html = /<html[^>]*>/.exec(template);
  const headEnd = template.indexOf('</head>');
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.indexOf('<noscript>');
  if (!html || headEnd < 0 || rootStart < 0 || rootEnd < rootStart)
    throw new Error('index.html is not the expected template');
  const head = template.slice(html.index + html[0].length, headEnd);
  const description = /<meta name="description"[^>]*>/.exec(head)?.[0] ?? '';
  return {
    beforeHtmlAttributes: template.slice(0, html.index),
    head: head.replace(/<title>[^<]*<\/title>\s*/, '').replace(description, ''),
    description,
    bodyStart: template.slice(headEnd, rootStart),
    root: template.slice(rootStart, rootEnd),
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

/** Whether a GraphQL answer's text is not a JSON object or has errors. */
function hasErrors(text: string): boolean {
  try {
    const answer = JSON.parse(text) as { errors?: unknown[] } | null;
    return !answer || Boolean(answer.errors?.length);
  } catch {
    return true;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

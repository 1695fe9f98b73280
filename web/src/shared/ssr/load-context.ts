import type { ServerPage } from './server-page';

/**
 * What the server's page render gives the route loaders (React Router's `requestContext`), so a
 * loader can start, before rendering, the queries the page's parts will ask with the page's language
 * (docs/decisions/050), and say that the page is not found once its answer is in. Absent in the
 * browser, where loaders only start the page's first query. Loaders never wait: the render waits
 * for every query preloaded on its client (`render-queries.ts`).
 */
export interface ServerLoadContext {
  /** The content language the page is rendered in (its Lingui locale). */
  language: string;
  /** The page being rendered: its status is sent with the page's head, before React renders. */
  page: ServerPage;
}

/** The server's load context, or null in the browser. */
export function serverLoadContext(context: unknown): ServerLoadContext | null {
  return typeof context === 'object' &&
    context !== null &&
    typeof (context as Partial<ServerLoadContext>).language === 'string'
    ? (context as ServerLoadContext)
    : null;
}

/**
 * What the server's page render gives the route loaders (React Router's `requestContext`), so a
 * loader can fetch, before rendering, the queries the page's parts will ask with the page's language
 * (docs/decisions/050). Absent in the browser, where loaders only start the page's first query.
 */
export interface ServerLoadContext {
  /** The content language the page is rendered in (its Lingui locale). */
  language: string;
}

/** The server's load context, or null in the browser. */
export function serverLoadContext(context: unknown): ServerLoadContext | null {
  return typeof context === 'object' &&
    context !== null &&
    typeof (context as Partial<ServerLoadContext>).language === 'string'
    ? (context as ServerLoadContext)
    : null;
}

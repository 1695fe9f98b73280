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

/**
 * A route loader's answer once it has started its page's queries (`loading`): in the browser null at
 * once (the page's code and its query go on side by side; navigation is not held up); on the server
 * only once `loading` has settled, so every answer is in Apollo's cache before the page renders. A
 * query still on its way when the render starts is joined, not sent again: the page would render
 * "Loading…" in a pass that sent no request, which ends the render (docs/decisions/050).
 */
export function waitOnServer(context: unknown, loading: Promise<unknown>): Promise<null> | null {
  return serverLoadContext(context) ? loading.then(() => null) : null;
}

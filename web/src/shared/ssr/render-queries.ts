import type { ApolloClient } from '@apollo/client';

/**
 * The queries preloaded during one server render (docs/decisions/050): every `preloadQuery` on the
 * render's Apollo client registers its answer here, whoever started it (a route loader, the
 * layout, a loader's follow-up once a first answer is in), so the renderer waits for all of them
 * before React renders, and no loader has to wait on its own. In the browser no client has a
 * register and nothing is kept.
 */
const registers = new WeakMap<ApolloClient, Set<Promise<unknown>>>();

export interface RenderQueries {
  /**
   * Resolves once every registered query has answered, including those registered while waiting
   * (a loader's follow-up chained on an answer runs before this sees that answer settle).
   */
  answered(): Promise<void>;
}

/** Gives `client` (a server render's own) a register of the queries preloaded on it. */
export function trackRenderQueries(client: ApolloClient): RenderQueries {
  const pending = new Set<Promise<unknown>>();
  registers.set(client, pending);
  return {
    async answered() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** Registers a preloaded query's answer with the render of `client`, if it is a server render's. */
export function registerRenderQuery(client: ApolloClient, answer: Promise<unknown>): void {
  const pending = registers.get(client);
  if (!pending) return;
  pending.add(answer);
  void answer.finally(() => pending.delete(answer)).catch(() => undefined);
}

import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { loadingQueries } from './render-queries';

export interface RenderedPasses {
  /** The last pass's HTML. */
  html: string;
  /** How many times React rendered the tree: 1 when every query was preloaded and answered. */
  passes: number;
  /** Queries that were still loading after a pass (none preloaded them): a bug, reported by the caller. */
  late: string[];
  /** A component failed (its error went to `onError`), or `signal` stopped the render. */
  failed: boolean;
}

/**
 * Renders `tree` with its queries' answers (docs/decisions/050). The render's queries were all
 * preloaded and answered before (`render-queries.ts`), so the first pass is the page: after each
 * pass the client is asked whether any query is still loading, and if none is the render stops
 * there. A query still loading (started by a component, not preloaded; or joining a request still
 * on its way) rendered "Loading…": it is reported in `late`, and Apollo's `prerenderStatic` waits for
 * its answer and renders again, so the page is still whole.
 */
export async function renderPasses({
  tree,
  client,
  signal,
  onError,
}: {
  tree: ReactNode;
  client: ApolloClient;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}): Promise<RenderedPasses> {
  let failed = false;
  let passes = 0;
  const late = new Set<string>();
  // Apollo's prerenderStatic renders again after any pass in which queries were created, even when
  // every one was answered from the cache. `finished` ends the loop after a pass with nothing
  // loading: prerenderStatic returns that pass's HTML as "aborted".
  const finished = new AbortController();
  const stop = () => finished.abort();
  signal?.addEventListener('abort', stop);
  const { result } = await prerenderStatic({
    tree,
    renderFunction: async (element) => {
      passes += 1;
      const rendered = await prerenderToNodeStream(element, {
        ...(signal ? { signal } : {}),
        // Every boundary inline: React outlines big ones behind small inline scripts that
        // reveal them, which the page's CSP (script-src 'self') does not run.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          failed = true;
          onError?.(error);
        },
      });
      const loading = loadingQueries(client);
      for (const name of loading) late.add(name);
      if (loading.length === 0) finished.abort();
      return rendered;
    },
    signal: finished.signal,
    maxRerenders: 10,
  }).finally(() => signal?.removeEventListener('abort', stop));
  return { html: result, passes, late: [...late], failed: failed || (signal?.aborted ?? false) };
}

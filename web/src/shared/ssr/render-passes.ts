import type { ApolloClient, ObservableQuery } from '@apollo/client';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

export interface RenderedPasses {
  /** The last pass's HTML. */
  html: string;
  /** How many times React rendered the tree: 1 when every query was preloaded and answered. */
  passes: number;
  /** Queries that were still loading after a pass (none preloaded them): a bug, reported by the caller. */
  late: string[];
  /** A component failed (its error went to `onError`), `signal` stopped the render, or queries never answered. */
  failed: boolean;
}

/** Passes after which a page whose queries still load is given up (each pass awaits the loading ones). */
const MAX_PASSES = 5;

/**
 * Renders `tree` with its queries' answers (docs/decisions/050, 060). The render's queries were all
 * preloaded and answered before (`render-queries.ts`), so the first pass is the page: each
 * `useQuery` reads its answer from the render's cache as Apollo's hook does on the server (no
 * subscription, no request). After a pass, the queries its hooks made are asked whether any is still
 * loading: none → that pass is the page. One still loading (started by a component, not preloaded)
 * rendered "Loading…": it is reported in `late`, asked for, and the tree rendered again with its
 * answer, so the page is still whole.
 *
 * Apollo's `prerenderStatic` did this loop before; it also printed every hook's query to a string
 * for a key and subscribed to each, on every render of every page (decision 060).
 */
export async function renderPasses({
  tree,
  client,
  signal,
  onError,
  stringFirst = true,
}: {
  tree: ReactNode;
  client: ApolloClient;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
  /** Each pass tried as one string first (`wholeString`); false: always React's static prerender stream. */
  stringFirst?: boolean;
}): Promise<RenderedPasses> {
  let failed = false;
  const late = new Set<string>();
  const made = queriesMadeBy(client);
  for (let passes = 1; ; passes += 1) {
    made.length = 0;
    const html =
      (stringFirst ? wholeString(tree) : null) ??
      (await streamed(tree, {
        ...(signal ? { signal } : {}),
        onError(error) {
          failed = true;
          onError?.(error);
        },
      }));
    const loading = failed || signal?.aborted ? [] : made.filter(isLoading);
    if (loading.length === 0 || passes === MAX_PASSES)
      return { html, passes, late: [...late], failed: failed || loading.length > 0 || (signal?.aborted ?? false) };
    for (const query of loading) late.add(query.queryName ?? 'an unnamed query');
    // Each answer lands in the cache, which the next pass reads; one that fails leaves the query
    // loading, and the page is given up after MAX_PASSES (the renderer has seen its errors too).
    await Promise.allSettled(
      loading.map((query) => client.query({ query: query.options.query, variables: query.variables })),
    );
  }
}

/**
 * The tree rendered in one synchronous go to a string (React's `renderToString`: no stream, no
 * encoding to bytes and back, no scheduling; decision 060), or null when that render is not the
 * page: a component suspended (a lazy part whose code has not loaded yet, in the first renders after
 * the gateway starts) or failed. React then ends the boundary around it as "rendered in the browser"
 * (`<!--$!-->`) or, outside any boundary, throws; the stream render waits for the part or reports the
 * failure instead.
 */
function wholeString(tree: ReactNode): string | null {
  try {
    const html = renderToString(tree);
    return html.includes('<!--$!') ? null : html;
  } catch {
    return null;
  }
}

/** The tree rendered with React's static prerender, which waits for every suspended part. */
async function streamed(tree: ReactNode, options: { signal?: AbortSignal; onError: (error: unknown) => void }) {
  const { prelude } = await prerenderToNodeStream(tree, {
    ...options,
    // Every boundary inline: React outlines big ones behind small inline scripts that
    // reveal them, which the page's CSP (script-src 'self') does not run.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  return text(prelude);
}

/**
 * The queries `client.watchQuery` makes from now on (`useQuery` makes one per hook on each pass),
 * in the array returned; the caller empties it before each pass.
 */
function queriesMadeBy(client: ApolloClient): ObservableQuery[] {
  const made: ObservableQuery[] = [];
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options) => {
    const query = watchQuery(options);
    made.push(query as ObservableQuery);
    return query;
  }) as typeof client.watchQuery;
  return made;
}

/** A hook's query whose answer is not in the cache (a skipped query is not loading). */
const isLoading = (query: ObservableQuery) => query.getCurrentResult().loading;

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

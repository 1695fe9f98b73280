/**
 * The contract between the gateway and the web app's server-side page renderer
 * (web/src/entry-server.tsx, built to dist/server/entry-server.js and loaded by gateway/http/pages.ts,
 * docs/decisions/017). Types only: both sides import them from here instead of from each other.
 */

/** The build's manifest entry of one module (Vite, `build.manifest`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface PageRendererOptions {
  /** The built index.html (its scripts and stylesheets). */
  template: string;
  /** The client build's manifest, keyed by source path. */
  manifest: Record<string, ManifestChunk>;
  /** Answers the page's GraphQL requests; the gateway passes its own, in the same process. */
  graphql: typeof fetch;
  /**
   * A component that failed on the server: its part of the page (its Suspense boundary) is left
   * to the browser. Such a page is not sent (the browser renders it whole): a failure here is a bug.
   */
  onError?: (error: unknown) => void;
  /**
   * Each render pass is tried as one string first (React's `renderToString`, docs/decisions/060),
   * falling back to the static prerender stream when a part suspended; false: always the stream
   * (`PAGE_RENDER_STRING=off`). Default true.
   */
  stringFirst?: boolean;
  /**
   * The renders' Apollo clients share one cache of what Apollo learns of each document (its walks
   * of the document, done once per process instead of once per render; docs/decisions/063); false:
   * each client its own, as Apollo does (`PAGE_RENDER_SHARE_DOCUMENTS=off`). Default true.
   */
  shareDocuments?: boolean;
}

/**
 * A page being rendered, or where to go instead; null: render this page in the browser (index.html).
 * A page's `head` is ready once its data is in, before React renders it (docs/decisions/053): the
 * gateway sends it at once and the `rest` when it comes.
 */
export type RenderedPage = StreamedPage | { status: number; location: string } | null;

export interface StreamedPage {
  /** Known with the page's data (a loader says 404), so it leaves with the head. */
  status: number;
  /** From the doctype to the page's stylesheets and start script, the head still open. */
  head: string;
  /**
   * Renders the rest of the document; never rejects. Called once the head has left (the render
   * takes the one JavaScript thread, which would hold the head back until it is done); a second
   * call gives the same promise.
   */
  rest(): Promise<PageRest>;
}

export interface PageRest {
  /** The title and meta tags, the end of the head, and the body: the page and its state. */
  html: string;
  /**
   * False when the render failed or timed out after the head had left: `html` is then index.html's
   * body, and the browser renders the page (such a page is never kept).
   */
  rendered: boolean;
  /** How many times React rendered the page (1 when its data was preloaded). */
  passes?: number;
  /** Bugs the render noticed and mended (a query no loader preloaded; a status found too late). */
  problems?: string[];
}

/** Renders one request's page (aborted by `signal` when the gateway gives up waiting). */
export type RenderPage = (request: Request, signal?: AbortSignal) => Promise<RenderedPage>;

export interface PageRenderer {
  /** Renders a page; many at once (docs/decisions/046). */
  render: RenderPage;
  /**
   * What the request's page depends on (address, language, currency) when it may be shared with
   * other shoppers for a short time (docs/decisions/046); null for a request with any cookie besides
   * the language and currency ones (a session): such a page is never cached nor shared.
   */
  shareableKey(request: Request): string | null;
}

/** What the built renderer module exports. */
export interface PageRendererModule {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}

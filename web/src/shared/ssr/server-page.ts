import { createContext, useContext } from 'react';

type MetaTag = { attribute: 'name' | 'property'; content: string };

/**
 * What a page tells the server while it is rendered there (effects do not run on the server):
 * the HTTP status, the document title and the head's meta tags, so that the HTML a browser or a
 * link preview receives already has them. In the browser there is no such object (null) and
 * pages set the document's head themselves.
 */
export class ServerPage {
  status = 200;
  title: string | null = null;
  readonly meta = new Map<string, MetaTag>();

  /** `url`: the page's absolute address, as the shopper asked for it. */
  constructor(readonly url: string) {}

  setStatus(status: number): void {
    this.status = status;
  }

  setTitle(title: string): void {
    this.title = title;
  }

  setMeta(key: string, tag: MetaTag): void {
    this.meta.set(key, tag);
  }

  /**
   * After the render, given the status that left with the head (streamed before React rendered):
   * a status the page set only while rendering cannot reach the shopper any more, so the page
   * tells robots not to index it, and the problem is returned for the server's log. Null when the
   * status was known in time (loaders set it: see routes/not-found.tsx and routes/product.tsx).
   */
  statusAfterHead(sent: number): string | null {
    if (this.status === sent) return null;
    this.setMeta('robots', { attribute: 'name', content: 'noindex' });
    return `status ${this.status} known only as the page rendered, after the head (${sent})`;
  }
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The page being rendered on the server; null in the browser. */
export function useServerPage(): ServerPage | null {
  return useContext(ServerPageContext);
}

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
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The page being rendered on the server; null in the browser. */
export function useServerPage(): ServerPage | null {
  return useContext(ServerPageContext);
}

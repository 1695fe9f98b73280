import type { Plugin } from 'graphql-yoga';
import { compress } from '../http/pages';

const MAX_CACHED = 8;

/**
 * GraphiQL's page (about 9 MB: @graphql-yoga/render-graphiql inlines its code so that it works
 * offline) compressed as the browser accepts (./pages compress). The page never changes while
 * the gateway runs, so it is compressed once per Accept-Encoding header (a handful) and kept.
 */
export function compressedGraphiQL(): Plugin {
  const cache = new Map<string, { html: string } & ReturnType<typeof compress>>();
  return {
    async onResponse({ request, response, setResponse }) {
      if (request.method !== 'GET' || response.status !== 200) return;
      if (!response.headers.get('content-type')?.startsWith('text/html') || response.headers.has('content-encoding'))
        return;
      const html = await response.text();
      const accepted = request.headers.get('accept-encoding') ?? '';
      let page = cache.get(accepted);
      if (page?.html !== html) {
        page = { html, ...compress(html, accepted) };
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(accepted, page);
      }
      const { body, encoding } = page;
      const headers = new Headers(response.headers);
      headers.set('content-length', String(body.length));
      headers.set('vary', 'Accept-Encoding');
      if (encoding) headers.set('content-encoding', encoding);
      setResponse(new Response(new Uint8Array(body), { status: response.status, headers }));
    },
  };
}

import { gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '@web/shared/apollo/client';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { renderPasses } from '@web/shared/ssr/render-passes';
import { trackRenderQueries } from '@web/shared/ssr/render-queries';

/**
 * One server render pass by mechanism (docs/decisions/050): a loader only starts its query, the
 * render waits for every query preloaded on its client (even one a loader starts once another has
 * answered), and a query a component starts that no loader preloaded is reported.
 */
const Greeting: TypedDocumentNode<{ greeting: string }> = gql`
  query Greeting {
    greeting
  }
`;
const Farewell: TypedDocumentNode<{ farewell: string }> = gql`
  query Farewell {
    farewell
  }
`;
const Unpreloaded: TypedDocumentNode<{ stock: number }> = gql`
  query Unpreloaded {
    stock
  }
`;
const Broken: TypedDocumentNode<{ stock: number }> = gql`
  query Broken {
    stock
  }
`;

/** A GraphQL endpoint answering every field after a few milliseconds, as the gateway would. */
const slowGraphql: typeof fetch = async (_input, init) => {
  const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (operationName === 'Broken') return Response.json({ errors: [{ message: 'the stock is unknown' }] });
  const data = { Greeting: { greeting: 'Namaste' }, Farewell: { farewell: 'Phir milenge' }, Unpreloaded: { stock: 7 } };
  return Response.json({ data: data[operationName as keyof typeof data] });
};

function GreetingPage() {
  const greeting = useQuery(Greeting);
  const farewell = useQuery(Farewell);
  if (!greeting.data || !farewell.data) return <p>Loading…</p>;
  return <p>{`${greeting.data.greeting}, ${farewell.data.farewell}`}</p>;
}

function StockPage() {
  const { data } = useQuery(Unpreloaded);
  // A skipped query is not loading: it never holds the render up.
  useQuery(Broken, { skip: true });
  return <p>{data ? `${data.stock} in stock` : 'Loading…'}</p>;
}

function BrokenPage() {
  const { data } = useQuery(Broken);
  return <p>{data ? `${data.stock} in stock` : 'Loading…'}</p>;
}

async function render(path: string) {
  const client = createApolloClient({ uri: 'http://shop.test/graphql', fetch: slowGraphql, ssrMode: true });
  const routes: RouteObject[] = [
    {
      path: '/greeting',
      // Starts its query and returns at once; the second query waits for the first answer.
      loader: () => {
        void preloadQuery(client, Greeting).then(() => void preloadQuery(client, Farewell));
        return null;
      },
      Component: GreetingPage,
    },
    { path: '/stock', loader: () => null, Component: StockPage },
    { path: '/broken', loader: () => null, Component: BrokenPage },
  ];
  const queries = trackRenderQueries(client);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error('no page');
  await queries.answered();
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderPasses({
    tree: (
      <ApolloProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ApolloProvider>
    ),
    client,
  });
}

describe('a server render', () => {
  it('renders once, with its content, a page whose loader only starts its queries', async () => {
    const page = await render('/greeting');
    expect(page.html).toContain('Namaste, Phir milenge');
    expect(page.html).not.toContain('Loading');
    expect(page.passes).toBe(1);
    expect(page.late).toEqual([]);
  });

  it('reports a query a component started that no loader preloaded, and renders the page whole again', async () => {
    const page = await render('/stock');
    expect(page.late).toEqual(['Unpreloaded']);
    expect(page.passes).toBe(2);
    expect(page.html).toContain('7 in stock');
  });

  it('gives a page up when a query no loader preloaded never answers, after a few passes', async () => {
    const page = await render('/broken');
    expect(page.late).toEqual(['Broken']);
    expect(page.failed).toBe(true);
    expect(page.passes).toBe(5);
  });
});

import { gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
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

/** A part whose code loads on first use, as the app's lazy parts do (made anew for each render). */
function lazyPart() {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { default: () => <p>Fits your Activa</p> };
  });
}

function FailingPart(): never {
  throw new Error('the fitment could not be shown');
}

async function render(path: string, { stringFirst = true, onError = (_error: unknown) => {} } = {}) {
  const Fitment = lazyPart();
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
    {
      path: '/fitment',
      loader: () => null,
      Component: () => (
        <Suspense fallback={<p>Loading fitment…</p>}>
          <Fitment />
        </Suspense>
      ),
    },
    {
      path: '/failing',
      loader: () => null,
      Component: () => (
        <Suspense fallback={<p>Loading fitment…</p>}>
          <FailingPart />
        </Suspense>
      ),
    },
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
    stringFirst,
    onError,
  });
}

describe.each([true, false])('a server render (each pass as one string first: %s)', (stringFirst) => {
  it('renders once, with its content, a page whose loader only starts its queries', async () => {
    const page = await render('/greeting', { stringFirst });
    expect(page.html).toContain('Namaste, Phir milenge');
    expect(page.html).not.toContain('Loading');
    expect(page.passes).toBe(1);
    expect(page.late).toEqual([]);
  });

  it('reports a query a component started that no loader preloaded, and renders the page whole again', async () => {
    const page = await render('/stock', { stringFirst });
    expect(page.late).toEqual(['Unpreloaded']);
    expect(page.passes).toBe(2);
    expect(page.html).toContain('7 in stock');
  });

  it('gives a page up when a query no loader preloaded never answers, after a few passes', async () => {
    const page = await render('/broken', { stringFirst });
    expect(page.late).toEqual(['Broken']);
    expect(page.failed).toBe(true);
    expect(page.passes).toBe(5);
  });

  it('waits for a part whose code has not loaded yet, and renders the page whole once', async () => {
    const page = await render('/fitment', { stringFirst });
    expect(page.html).toContain('Fits your Activa');
    expect(page.html).not.toContain('Loading fitment');
    expect(page.passes).toBe(1);
    expect(page.failed).toBe(false);
  });

  it('reports a component that fails inside a boundary, and the page as failed', async () => {
    const errors: unknown[] = [];
    const page = await render('/failing', { stringFirst, onError: (error) => errors.push(error) });
    expect(page.failed).toBe(true);
    expect(errors).toEqual([new Error('the fitment could not be shown')]);
  });
});

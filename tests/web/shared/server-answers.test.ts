import { describe, expect, it } from 'vitest';
import { AnswerCache, type ServerAnswers } from '@web/shared/apollo/answer-cache';
import { createApolloClient } from '@web/shared/apollo/client';
import type { HydratingCache } from '@web/shared/apollo/hydrating-cache';
import { graphql } from '../../support/graphql';

const PRODUCTS = graphql(`
  query AnswerCacheProducts($slug: String!, $also: String!) {
    product(slug: $slug) {
      id
      name
    }
    also: product(slug: $also) {
      id
      name
    }
  }
`);
const PRODUCT_NAME = graphql(`
  query AnswerCacheProductName($slug: String!) {
    product(slug: $slug) {
      id
      name
    }
  }
`);

const SHOP_NAME = graphql(`
  query AnswerCacheShopName {
    shop {
      name
    }
  }
`);

const ROOT_SHOP = graphql(`
  fragment AnswerCacheRootShop on Query {
    shop {
      name
    }
  }
`);

interface Sent {
  operationName: string;
  query: string;
  variables: Record<string, string>;
}

/**
 * A gateway stand-in: every product asked for is product 7 (named `name`), or 8 for the `also` field;
 * records what it was sent.
 */
function gateway(sent: Sent[], name = 'Brake pads'): typeof fetch {
  return async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    const data: Record<string, unknown> = { product: { __typename: 'Product', id: '7', name } };
    if (body.variables.also) data.also = { __typename: 'Product', id: '8', name: 'Brake discs' };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  };
}
const serverClient = (sent: Sent[]) =>
  createApolloClient({ uri: 'http://shop.test/graphql', fetch: gateway(sent), ssrMode: true });
const browserClient = (sent: Sent[], serverAnswers: ServerAnswers, name?: string) =>
  createApolloClient({ uri: 'http://shop.test/graphql', fetch: gateway(sent, name), serverAnswers });

describe("a server render's cache keeps each answer whole (docs/decisions/058)", () => {
  it('gives the answer back to the same query and variables, in any order of the variables', async () => {
    const sent: Sent[] = [];
    const client = serverClient(sent);
    expect(client.cache).toBeInstanceOf(AnswerCache);
    await client.query({ query: PRODUCTS, variables: { slug: 'pads', also: 'discs' } });
    // Asked for __typename everywhere, as the browser's normalised cache needs.
    expect(sent[0]!.query).toMatch(/product\(slug: \$slug\) \{\s+id\s+name\s+__typename/);

    const again = await client.query({ query: PRODUCTS, variables: { also: 'discs', slug: 'pads' } });
    expect(again.data?.also?.name).toBe('Brake discs');
    expect(sent).toHaveLength(1);
    // Another query, or other variables, are not answered from it: they go to the gateway.
    await client.query({ query: PRODUCTS, variables: { slug: 'pads', also: 'drums' } });
    await client.query({ query: PRODUCT_NAME, variables: { slug: 'pads' } });
    expect(sent.map((s) => s.operationName)).toEqual([
      'AnswerCacheProducts',
      'AnswerCacheProducts',
      'AnswerCacheProductName',
    ]);
  });

  it('hands over the answers by operation name and variables, as the API gave them', async () => {
    const client = serverClient([]);
    await client.query({ query: PRODUCT_NAME, variables: { slug: 'pads' } });
    expect(client.extract()).toEqual({
      'AnswerCacheProductName{"slug":"pads"}': { product: { __typename: 'Product', id: '7', name: 'Brake pads' } },
    });
  });

  it('tells a watching query when its answer is written', () => {
    const cache = new AnswerCache();
    const seen: unknown[] = [];
    cache.watch({
      query: PRODUCT_NAME,
      variables: { slug: 'pads' },
      optimistic: false,
      callback: (diff) => seen.push(diff.result),
    });
    cache.writeQuery({ query: PRODUCT_NAME, variables: { slug: 'discs' }, data: { product: { id: '8', name: 'D' } } });
    cache.writeQuery({ query: PRODUCT_NAME, variables: { slug: 'pads' }, data: { product: { id: '7', name: 'P' } } });
    expect(seen).toEqual([{ product: { id: '7', name: 'P' } }]);
    // Read back by the same query at the root only: the answer is not an entity's.
    expect(cache.readQuery({ query: PRODUCT_NAME, variables: { slug: 'pads' } })).toEqual({
      product: { id: '7', name: 'P' },
    });
    expect(
      cache.read({ query: PRODUCT_NAME, variables: { slug: 'pads' }, rootId: 'Product:7', optimistic: false }),
    ).toBeNull();
  });
});

describe("the browser's cache takes the server's answers as its queries ask for them", () => {
  async function answersOfServer(): Promise<ServerAnswers> {
    const client = serverClient([]);
    await client.query({ query: PRODUCTS, variables: { slug: 'pads', also: 'discs' } });
    return client.extract() as ServerAnswers;
  }

  it('answers a query from the server as it came, without asking the gateway nor normalising it', async () => {
    const sent: Sent[] = [];
    const answers = await answersOfServer();
    const client = browserClient(sent, answers);
    const { data } = await client.query({ query: PRODUCTS, variables: { also: 'discs', slug: 'pads' } });
    expect(data).toBe(Object.values(answers)[0]);
    expect(sent).toEqual([]);
  });

  it('normalises what it served before the cache first changes, so the change shows in every query', async () => {
    const client = browserClient([], await answersOfServer());
    const watched = client.watchQuery({ query: PRODUCTS, variables: { slug: 'pads', also: 'discs' } });
    const names: (string | undefined)[] = [];
    const subscription = watched.subscribe(({ data }) => names.push(data?.also?.name));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // First a change that touches none of it (the watch is told of nothing, the answer stays as it came)…
    const shop = { __typename: 'Shop', name: 'GaadiParts' };
    client.cache.writeQuery({ query: SHOP_NAME, data: { shop } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // …then another query's answer about product 8 (in the browser, after hydration).
    const product = { __typename: 'Product', id: '8', name: 'Brake discs (vented)' };
    client.cache.writeQuery({ query: PRODUCT_NAME, variables: { slug: 'discs' }, data: { product } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    subscription.unsubscribe();
    expect(names).toEqual(['Brake discs', 'Brake discs (vented)']);
    expect(client.cache.extract()).toMatchObject({ 'Product:7': { name: 'Brake pads' } });
  });

  it('leaves what it served as it came while changes touch none of it (the cart, the session after hydration)', async () => {
    const answers = await answersOfServer();
    const client = browserClient([], answers);
    const variables = { slug: 'pads', also: 'discs' };
    await client.query({ query: PRODUCTS, variables });
    const shop = { __typename: 'Shop', name: 'GaadiParts' };
    client.cache.writeQuery({ query: SHOP_NAME, data: { shop } });
    expect((await client.query({ query: PRODUCTS, variables })).data).toBe(Object.values(answers)[0]);
    // A change to one of its products is a change to it: normalised, and the change shows.
    client.cache.modify({ id: 'Product:8', fields: { name: () => 'Brake discs (drilled)' } });
    expect((await client.query({ query: PRODUCTS, variables })).data?.also?.name).toBe('Brake discs (drilled)');
  });

  it('counts a fragment written at the root (a spread at the root: its fields cannot be told) as touching what it served', async () => {
    const answers = await answersOfServer();
    const client = browserClient([], answers);
    const variables = { slug: 'pads', also: 'discs' };
    await client.query({ query: PRODUCTS, variables });
    const shop = { __typename: 'Shop', name: 'GaadiParts' };
    client.cache.writeFragment({ id: 'ROOT_QUERY', fragment: ROOT_SHOP, data: { shop } });
    const { data } = await client.query({ query: PRODUCTS, variables });
    expect(data).not.toBe(Object.values(answers)[0]);
    expect(data).toEqual(Object.values(answers)[0]);
  });

  it('forgets the answers no query took once the page is hydrated, so they never overwrite newer data', async () => {
    const sent: Sent[] = [];
    const client = browserClient(sent, await answersOfServer(), 'Brake pads (new)');
    (client.cache as HydratingCache).forgetServerAnswers();
    const { data } = await client.query({ query: PRODUCTS, variables: { slug: 'pads', also: 'discs' } });
    expect(data?.product?.name).toBe('Brake pads (new)');
    expect(sent).toHaveLength(1);
  });

  it('takes an answer once: what the shopper changes afterwards stays', async () => {
    const client = browserClient([], await answersOfServer());
    const variables = { slug: 'pads', also: 'discs' };
    await client.query({ query: PRODUCTS, variables });
    client.cache.modify({ id: 'Product:7', fields: { name: () => 'Renamed' } });
    const { data } = await client.query({ query: PRODUCTS, variables });
    expect(data?.product?.name).toBe('Renamed');
  });
});

import type { ApolloClient } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloClient, sharedDocumentInfo } from '@web/shared/apollo/client';
import { graphql } from '../../support/graphql';

const SHOP_NAME = graphql(`
  query DocumentInfoShopName {
    shop {
      name
    }
  }
`);

/** A gateway stand-in that names the shop. */
const shop: typeof fetch = async () =>
  new Response(JSON.stringify({ data: { shop: { __typename: 'Shop', name: 'GaadiParts' } } }), {
    headers: { 'content-type': 'application/json' },
  });

/** A server render's client, as the renderer makes them (entry-server.tsx). */
const serverClient = () =>
  createApolloClient({ uri: 'http://shop.test/graphql', fetch: shop, ssrMode: true, shareDocuments: true });

/** The client's own cache of what it learnt of each document (a private field of Apollo's query manager). */
const documentInfoOf = (client: ApolloClient) =>
  (client as unknown as { queryManager: { transformCache: typeof sharedDocumentInfo } }).queryManager.transformCache;

/** The document as the client hands it to its query manager (with the cache's `__typename`s). */
const transformed = (client: ApolloClient) => client.documentTransform.transformDocument(SHOP_NAME);

describe('what Apollo learns of a document (docs/decisions/063)', () => {
  it('is learnt once for all the server renders’ clients', async () => {
    const first = serverClient();
    await first.query({ query: SHOP_NAME });
    const learnt = sharedDocumentInfo.get(transformed(first));
    expect(learnt).toBeDefined();

    const second = serverClient();
    expect(documentInfoOf(second)).toBe(sharedDocumentInfo);
    expect(transformed(second)).toBe(transformed(first));
    const entries = sharedDocumentInfo.size;
    const { data } = await second.query({ query: SHOP_NAME });
    expect(data?.shop.name).toBe('GaadiParts');
    // The second render's client used the first's entry: nothing was learnt again.
    expect(sharedDocumentInfo.size).toBe(entries);
    expect(sharedDocumentInfo.get(transformed(second))).toBe(learnt);
  });

  it('stays the client’s own in the browser, and with PAGE_RENDER_SHARE_DOCUMENTS=off', () => {
    const browser = createApolloClient({ uri: 'http://shop.test/graphql', fetch: shop });
    const unshared = createApolloClient({ uri: 'http://shop.test/graphql', fetch: shop, ssrMode: true });
    for (const client of [browser, unshared]) {
      expect(documentInfoOf(client)).toBeDefined();
      expect(documentInfoOf(client)).not.toBe(sharedDocumentInfo);
    }
  });
});

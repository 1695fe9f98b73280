import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '@web/shared/apollo/client';

const SHOP = gql`
  query ShopName {
    shop {
      name
    }
  }
`;

/** A gateway stand-in that records the Accept-Language of each request. */
function recordingFetch(seen: (string | null)[]): typeof fetch {
  return async (_input, init) => {
    seen.push(new Headers(init?.headers).get('accept-language'));
    return new Response(JSON.stringify({ data: { shop: { __typename: 'Shop', name: 'GaadiParts' } } }), {
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe("the Apollo client asks for the shopper's language", () => {
  it('sends the language chosen at the time of each request as Accept-Language', async () => {
    const seen: (string | null)[] = [];
    let language = 'hi';
    const client = createApolloClient({
      uri: 'http://shop.test/graphql',
      fetch: recordingFetch(seen),
      language: () => language,
    });
    await client.query({ query: SHOP });
    language = 'ta';
    // A switch resets the store (use-languages): nothing of the Hindi answers is served for Tamil.
    await client.resetStore();
    await client.query({ query: SHOP });
    expect(seen).toEqual(['hi', 'ta']);
  });

  it('sends no Accept-Language of its own when no language is given (the browser default applies)', async () => {
    const seen: (string | null)[] = [];
    const client = createApolloClient({ uri: 'http://shop.test/graphql', fetch: recordingFetch(seen) });
    await client.query({ query: SHOP });
    expect(seen).toEqual([null]);
  });
});

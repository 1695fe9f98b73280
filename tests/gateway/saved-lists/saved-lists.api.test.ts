import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { graphql } from '../../support/graphql';
import { type AskAs, askAs, createTestGateway, type TestGateway } from '../../support/test-gateway';
import { PASSWORD, SIGN_IN, signUp } from '../accounts/helpers';

export const SAVED_LISTS_PAYLOAD = graphql(`
  fragment SavedListsPayload on SavedListsPayload {
    lists {
      wishlist
      compare
    }
    errors {
      code
      field
    }
  }
`);
const LISTS = graphql(`
  query SavedListsLists {
    savedLists {
      wishlist
      compare
    }
  }
`);
const ADD = graphql(`
  mutation SavedListsAdd($list: SavedListKind!, $id: ID!) {
    addToSavedList(list: $list, productId: $id) {
      ...SavedListsPayload
    }
  }
`);
const REMOVE = graphql(`
  mutation SavedListsRemove($list: SavedListKind!, $id: ID!) {
    removeFromSavedList(list: $list, productId: $id) {
      ...SavedListsPayload
    }
  }
`);
const CLEAR = graphql(`
  mutation SavedListsClear($list: SavedListKind!) {
    clearSavedList(list: $list) {
      ...SavedListsPayload
    }
  }
`);
const MERGE = graphql(`
  mutation SavedListsMerge($w: [ID!]!, $c: [ID!]!) {
    mergeSavedLists(wishlist: $w, compare: $c) {
      ...SavedListsPayload
    }
  }
`);

describe.each(testEngines())('saved lists of signed-in shoppers (%s)', (engine) => {
  let gateway: TestGateway;
  let products: string[];

  let as: AskAs;
  const shopper = async (email: string) => (await signUp(gateway, { email })).token;
  async function signIn(email: string): Promise<string> {
    const { data } = await gateway.execute(SIGN_IN, { email, password: PASSWORD });
    expect(data!.signIn.errors).toEqual([]);
    return data!.signIn.sessionToken;
  }

  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    as = askAs(gateway);
    const rows = await gateway.database.db.selectFrom('products').select('id').orderBy('id').limit(8).execute();
    products = rows.map((r) => String(r.id));
  });
  afterAll(() => gateway.close());

  it('tells anonymous callers AUTH_REQUIRED, shows them empty lists and writes nothing', async () => {
    const [id] = products as [string];
    for (const payload of [
      await as(undefined, ADD, { list: 'WISHLIST', id }),
      await as(undefined, REMOVE, { list: 'WISHLIST', id }),
      await as(undefined, CLEAR, { list: 'COMPARE' }),
      await as(undefined, MERGE, { w: [id], c: [] }),
    ]) {
      expect(payload).toEqual({
        lists: { wishlist: [], compare: [] },
        errors: [{ code: 'AUTH_REQUIRED', field: null }],
      });
    }
    expect(await as(undefined, LISTS)).toEqual({ wishlist: [], compare: [] });
    expect(await gateway.database.db.selectFrom('saved_products').selectAll().execute()).toEqual([]);
  });

  it('merges the browser lists at sign-in without duplicates, and they follow the shopper to another device', async () => {
    const [a, b, c] = products as [string, string, string];
    const phone = await shopper('meera@example.in');
    await as(phone, ADD, { list: 'WISHLIST', id: a });
    await as(phone, ADD, { list: 'COMPARE', id: a });
    // A second device signs in with a browser wishlist and compare list of its own.
    const laptop = await signIn('meera@example.in');
    const merged = await as(laptop, MERGE, { w: [b, a, b, '999999', 'not-an-id'], c: [c, a] });
    expect(merged).toEqual({ lists: { wishlist: [a, b], compare: [a, c] }, errors: [] });
    // Merging again (a reload) changes nothing.
    expect((await as(laptop, MERGE, { w: [b], c: [c] })).lists).toEqual({ wishlist: [a, b], compare: [a, c] });
    // The phone sees the laptop's lists.
    expect(await as(phone, LISTS)).toEqual({ wishlist: [a, b], compare: [a, c] });
    // Another shopper sees none of it.
    const ravi = await shopper('ravi-lists@example.in');
    expect(await as(ravi, LISTS)).toEqual({ wishlist: [], compare: [] });
    expect((await as(ravi, REMOVE, { list: 'WISHLIST', id: a })).lists.wishlist).toEqual([]);
    expect(await as(phone, LISTS)).toEqual({ wishlist: [a, b], compare: [a, c] });
    // Remove and clear are scoped and idempotent.
    expect((await as(phone, REMOVE, { list: 'WISHLIST', id: b })).lists.wishlist).toEqual([a]);
    expect((await as(phone, REMOVE, { list: 'WISHLIST', id: b })).errors).toEqual([]);
    expect((await as(phone, CLEAR, { list: 'COMPARE' })).lists).toEqual({ wishlist: [a], compare: [] });
  });

  it("respects the compare list's limit (4): a merge saves what fits and says COMPARE_LIST_FULL", async () => {
    const token = await shopper('kabir@example.in');
    const [p1, p2, p3, p4, p5, p6] = products as [string, string, string, string, string, string];
    await as(token, ADD, { list: 'COMPARE', id: p1 });
    await as(token, ADD, { list: 'COMPARE', id: p2 });
    const merged = await as(token, MERGE, { w: [], c: [p3, p4, p5, p6] });
    expect(merged).toEqual({
      lists: { wishlist: [], compare: [p1, p2, p3, p4] },
      errors: [{ code: 'COMPARE_LIST_FULL', field: ['compare'] }],
    });
    expect(await as(token, ADD, { list: 'COMPARE', id: p5 })).toEqual({
      lists: { wishlist: [], compare: [p1, p2, p3, p4] },
      errors: [{ code: 'COMPARE_LIST_FULL', field: ['productId'] }],
    });
    // Adding one already there is not an error.
    expect((await as(token, ADD, { list: 'COMPARE', id: p1 })).errors).toEqual([]);
  });

  it('refuses unknown products and oversized merges, changing nothing', async () => {
    const token = await shopper('isha@example.in');
    for (const id of ['999999', 'abc', '', '0']) {
      expect((await as(token, ADD, { list: 'WISHLIST', id })).errors).toEqual([
        { code: 'PAGE_NOT_FOUND', field: ['productId'] },
      ]);
    }
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(await as(token, MERGE, { w: many, c: [] })).toEqual({
      lists: { wishlist: [], compare: [] },
      errors: [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['wishlist'] }],
    });
    expect(await as(token, LISTS)).toEqual({ wishlist: [], compare: [] });
  });

  it('keeps a shopper within the limits when two devices add at once', async () => {
    const token = await shopper('dev@example.in');
    const answers = await Promise.all(products.slice(0, 6).map((id) => as(token, ADD, { list: 'COMPARE', id })));
    expect(answers.filter((a) => a.errors.length > 0)).toHaveLength(2);
    expect((await as(token, LISTS)).compare).toHaveLength(4);
  });
});

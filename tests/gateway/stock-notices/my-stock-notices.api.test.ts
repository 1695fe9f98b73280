import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTED_NOTICES } from '../../../gateway/stock-notices/stock-notice-rules';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type ExecuteOptions, type TestGateway } from '../../support/test-gateway';
import { signUp, uniqueEmail } from '../accounts/helpers';
import { P, setStock } from '../orders/helpers';
import { graphql } from '../../support/graphql';
import type { Shop } from '../../support/graphql';

const NOTIFY = graphql(`
  mutation Notify($input: NotifyWhenInStockInput!) {
    notifyWhenInStock(input: $input) {
      requested
      errors {
        code
        field
      }
    }
  }
`);
const MINE = graphql(`
  query Mine {
    myStockNotices {
      id
      email
      createdAt
      product {
        id
        name
        slug
      }
      options {
        option
        value
        name
        valueName
      }
    }
  }
`);
const STOP = graphql(`
  mutation Stop($id: ID!) {
    stopStockNotice(id: $id) {
      stoppedId
      errors {
        code
        field
      }
    }
  }
`);

interface Listed {
  id: string;
  email: string;
  createdAt: string;
  product: { id: string; name: string; slug: string };
  options: { option: string; value: string; name: string; valueName: string }[];
}

/** A signed-in shopper's own back-in-stock requests (docs/decisions/049). */
describe.each(testEngines())('a shopper’s back-in-stock requests (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    await setStock(gateway.database.db, P.helmet, 'out-of-stock', 0);
  });
  afterAll(() => gateway.close());

  const notify = async (input: Shop.NotifyWhenInStockInput, as?: ExecuteOptions) => {
    const { data } = await gateway.execute(NOTIFY, { input }, as);
    expect(data!.notifyWhenInStock).toEqual({ requested: true, errors: [] });
  };
  const mine = async (as?: ExecuteOptions): Promise<Listed[]> =>
    (await gateway.execute(MINE, {}, as)).data!.myStockNotices;
  const stop = async (id: string, as?: ExecuteOptions) =>
    (await gateway.execute(STOP, { id }, as)).data!.stopStockNotice;

  it('lists the requests made signed in, and neither a guest’s with the same address nor anybody else’s', async () => {
    const email = uniqueEmail('waiting');
    // A guest asked with this address before the account existed: accounts do not prove their
    // address, so such a request stays with the address (its e-mail's link stops it), not the account.
    await notify({ productId: P.helmet, email: email.toUpperCase() });
    await notify({ productId: P.helmet, email: uniqueEmail('other') });
    const shopper = await signUp(gateway, { email });
    await notify({ productId: P.helmet, options: [{ option: 'color', value: 'red' }] }, shopper.as);
    await notify({ productId: P.outOfStock }, shopper.as);
    const other = await signUp(gateway);
    await notify({ productId: P.outOfStock }, other.as);

    const listed = await mine(shopper.as);
    expect(listed.map((n) => [n.product.id, n.email.toLowerCase()])).toEqual([
      [P.outOfStock, email],
      [P.helmet, email],
    ]);
    expect(listed[1]!.options).toEqual([{ option: 'color', value: 'red', name: 'Colour', valueName: 'Red' }]);
    expect(listed[1]!.product.slug).toMatch(/^steelbird/);
    expect(Date.parse(listed[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(listed[1]!.createdAt));
    expect((await mine(other.as)).map((n) => n.product.id)).toEqual([P.outOfStock]);
    expect(await mine()).toEqual([]);
    // The guest's request is still open, and the account cannot stop it.
    const guest = await gateway.database.db
      .selectFrom('stock_notices')
      .select(['id', 'closed_at'])
      .where('email_key', '=', email.toLowerCase())
      .where('user_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(guest.closed_at).toBeNull();
    expect(await stop(String(guest.id), shopper.as)).toEqual({
      stoppedId: null,
      errors: [{ code: 'STOCK_NOTICE_NOT_FOUND', field: ['id'] }],
    });
  });

  it('stops the shopper’s own request and refuses another’s, an unknown one or a stopped one', async () => {
    const shopper = await signUp(gateway);
    const other = await signUp(gateway);
    await notify({ productId: P.outOfStock }, shopper.as);
    const [notice] = await mine(shopper.as);

    expect(await stop(notice!.id)).toEqual({ stoppedId: null, errors: [{ code: 'AUTH_REQUIRED', field: null }] });
    const notFound = { stoppedId: null, errors: [{ code: 'STOCK_NOTICE_NOT_FOUND', field: ['id'] }] };
    expect(await stop(notice!.id, other.as)).toEqual(notFound);
    expect(await stop('abc', shopper.as)).toEqual(notFound);
    expect(await stop('99999999', shopper.as)).toEqual(notFound);
    expect(await mine(shopper.as)).toHaveLength(1);

    expect(await stop(notice!.id, shopper.as)).toEqual({ stoppedId: notice!.id, errors: [] });
    expect(await mine(shopper.as)).toEqual([]);
    const row = await gateway.database.db
      .selectFrom('stock_notices')
      .select('closed_reason')
      .where('id', '=', Number(notice!.id))
      .executeTakeFirstOrThrow();
    expect(row.closed_reason).toBe('cancelled');
    expect(await stop(notice!.id, shopper.as)).toEqual(notFound);
    // Stopped, it may be asked for again.
    await notify({ productId: P.outOfStock }, shopper.as);
    expect(await mine(shopper.as)).toHaveLength(1);
  });

  it('answers at most the newest 100', async () => {
    const shopper = await signUp(gateway);
    const db = gateway.database.db;
    const products = await db
      .selectFrom('products')
      .select('id')
      .where('archived_at', 'is', null)
      .orderBy('id')
      .limit(MAX_LISTED_NOTICES + 5)
      .execute();
    await db
      .insertInto('stock_notices')
      .values(
        products.map((p, i) => ({
          product_id: p.id,
          email: shopper.email,
          email_key: shopper.email.toLowerCase(),
          user_id: shopper.user.id as string,
          language: 'en',
          token_hash: `limit-${shopper.email}-${i}`,
        })),
      )
      .execute();
    const listed = await mine(shopper.as);
    expect(listed).toHaveLength(MAX_LISTED_NOTICES);
  });
});

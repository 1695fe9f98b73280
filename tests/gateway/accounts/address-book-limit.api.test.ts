import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT } from '../../../gateway/accounts/addresses.service';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';
import { INDIAN_ADDRESS, signUp } from './helpers';

const ADD = graphql(`
  mutation AddressBookLimitAdd($input: AddressInput!) {
    addAddress(input: $input) {
      address {
        id
      }
      errors {
        code
        field
      }
    }
  }
`);
const DELETE = graphql(`
  mutation AddressBookLimitDelete($id: ID!) {
    deleteAddress(id: $id) {
      deletedId
    }
  }
`);

describe.each(testEngines())('address book limit on %s', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  const count = async (email: string) =>
    Number(
      (
        await gateway.database.db
          .selectFrom('addresses')
          .innerJoin('users', 'users.id', 'addresses.user_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('users.email', '=', email)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses per shopper: more is ADDRESS_BOOK_FULL, even added at once`, async () => {
    const shopper = await signUp(gateway);
    const add = () => gateway.execute(ADD, { input: INDIAN_ADDRESS }, shopper.as);
    const first = (await add()).data!.addAddress.address!.id;
    // Copies of the first address up to one below the limit.
    await sql`insert into addresses (user_id, first_name, last_name, company, country, address1, address2, landmark,
        city, state, postcode, email, phone)
      select user_id, first_name, last_name, company, country, address1, address2, landmark, city, state, postcode,
        email, phone
      from addresses, generate_series(1, ${ADDRESS_BOOK_LIMIT - 2}) where id = ${first}`.execute(gateway.database.db);
    expect(await count(shopper.email)).toBe(ADDRESS_BOOK_LIMIT - 1);

    // Adds at the same time (the tester sent them aliased in batches): one fits, the others are refused.
    const results = await Promise.all([add(), add(), add()]);
    const payloads = results.map((r) => r.data!.addAddress);
    expect(payloads.filter((p) => p.address !== null)).toHaveLength(1);
    expect(payloads.filter((p) => p.address === null).map((p) => p.errors)).toEqual([
      [{ code: 'ADDRESS_BOOK_FULL', field: null }],
      [{ code: 'ADDRESS_BOOK_FULL', field: null }],
    ]);
    expect(await count(shopper.email)).toBe(ADDRESS_BOOK_LIMIT);

    // Deleting one makes room again.
    await gateway.execute(DELETE, { id: first }, shopper.as);
    expect((await add()).data!.addAddress.errors).toEqual([]);
    expect(await count(shopper.email)).toBe(ADDRESS_BOOK_LIMIT);
  });
});

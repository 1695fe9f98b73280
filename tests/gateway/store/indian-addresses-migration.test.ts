import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../gateway/store/database';
import * as m0110 from '../../../gateway/store/migrations/0110-indian-addresses';
import { createTestDatabase, testEngines } from '../../support/test-database';

describe.each(testEngines())('migration 0110-indian-addresses on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('adds the landmark and turns saved Indian state names into ISO codes', async () => {
    const { db } = database;
    await m0110.down(db as Kysely<unknown>);
    const user = await db
      .insertInto('users')
      .values({ email: 'migration@example.in', password_hash: 'x', language: 'en' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = [
      ['IN', ' karnataka '],
      ['IN', 'Tamil Nadu'],
      ['IN', 'ka'],
      ['IN', 'Orissa'],
      ['IN', 'Somewhere'],
      ['IN', null],
      ['DE', 'Karnataka'],
    ] as const;
    for (const [country, state] of saved) {
      await db
        .insertInto('addresses')
        .values({
          user_id: user.id,
          first_name: 'Asha',
          last_name: 'Rao',
          company: null,
          country,
          address1: '1 Road',
          address2: null,
          city: 'Town',
          state,
          postcode: null,
          email: 'asha@example.in',
          phone: '9845012345',
          is_default: false,
        } as never)
        .execute();
    }
    await m0110.up(db as Kysely<unknown>);
    const rows = await db
      .selectFrom('addresses')
      .select(['country', 'state', 'landmark'])
      .where('user_id', '=', user.id)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => [r.country, r.state, r.landmark])).toEqual([
      ['IN', 'KA', null],
      ['IN', 'TN', null],
      ['IN', 'KA', null],
      ['IN', 'OD', null],
      ['IN', 'Somewhere', null],
      ['IN', null, null],
      ['DE', 'Karnataka', null],
    ]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../gateway/store/database';
import { MAX_WRITTEN_LIMIT, precompiled, precompiledByLimit } from '../../../gateway/store/precompiled';
import { createTestDatabase } from '../../support/test-database';

describe('precompiled statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('builds once and runs each call with its own values, keeping the constants it was built with', async () => {
    const { db } = database;
    let builds = 0;
    const brandsLike = precompiled(db, (pattern: string, limit: number) => {
      builds++;
      return db
        .selectFrom('brands')
        .select('slug')
        .where('name', 'ilike', pattern)
        .where('id', '>', 0) // a constant of the statement itself
        .orderBy('slug')
        .limit(limit);
    });
    const direct = (pattern: string, limit: number) =>
      db.selectFrom('brands').select('slug').where('name', 'ilike', pattern).orderBy('slug').limit(limit).execute();

    for (const [pattern, limit] of [
      ['b%', 2],
      ['%a%', 5],
      ['no such brand', 3],
    ] as const) {
      expect(await brandsLike(pattern, limit)).toEqual(await direct(pattern, limit));
    }
    expect((await brandsLike('%', 4)).length).toBe(4);
    expect(builds).toBe(1);
  });

  it('maps an argument used twice to both of its places', async () => {
    const same = precompiled(database.db, (n: number) =>
      database.db.selectNoFrom([sql<number>`${n}::int + ${n}::int`.as('twice')]),
    );
    expect(await same(21)).toEqual([{ twice: 42 }]);
    expect(await same(5)).toEqual([{ twice: 10 }]);
  });

  it('refuses a builder that does not pass an argument into the statement as a value', async () => {
    const unused = precompiled(database.db, (_n: number) => database.db.selectNoFrom([sql<number>`1`.as('one')]));
    await expect(unused(1)).rejects.toThrow('argument 0 does not reach the statement');
  });

  it('writes the limit into the statement, one statement per limit, and refuses limits it cannot write', async () => {
    const { db } = database;
    const texts: string[] = [];
    const slugs = precompiledByLimit(db, (limit, pattern: string) => {
      const query = db.selectFrom('brands').select('slug').where('name', 'ilike', pattern).orderBy('slug').limit(limit);
      texts.push(query.compile().sql);
      return query;
    });
    const direct = (limit: number, pattern: string) =>
      db.selectFrom('brands').select('slug').where('name', 'ilike', pattern).orderBy('slug').limit(limit).execute();
    for (const [limit, pattern] of [
      [2, 'b%'],
      [5, '%a%'],
      [2, '%o%'],
      [0, '%'],
    ] as const)
      expect(await slugs(limit, pattern)).toEqual(await direct(limit, pattern));
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/limit 2$/);
    expect(texts[1]).toMatch(/limit 5$/);
    for (const bad of [-1, 1.5, MAX_WRITTEN_LIMIT + 1, Number.NaN]) expect(() => slugs(bad, '%')).toThrow(RangeError);
  });
});

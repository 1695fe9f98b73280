import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../gateway/store/database';
import { MAX_WRITTEN_LIMIT, statements } from '../../../gateway/store/statements';
import { createTestDatabase } from '../../support/test-database';

describe('statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  describe.each([
    ['built once (STATEMENT_BUILD_ONCE=on)', true],
    ['built per call (STATEMENT_BUILD_ONCE=off)', false],
  ])('%s', (_, buildOnce) => {
    it('runs each call with its own values', async () => {
      const { db } = database;
      const builds: string[] = [];
      const brandsLike = statements(db, { buildOnce }).statement((pattern: string, limit: number) => {
        builds.push(pattern);
        return db.selectFrom('brands').select('slug').where('name', 'ilike', pattern).orderBy('slug').limit(limit);
      });
      const direct = (pattern: string, limit: number) =>
        db.selectFrom('brands').select('slug').where('name', 'ilike', pattern).orderBy('slug').limit(limit).execute();
      for (const [pattern, limit] of [
        ['b%', 2],
        ['%a%', 5],
        ['no such brand', 3],
      ] as const)
        expect(await brandsLike(pattern, limit)).toEqual(await direct(pattern, limit));
      // Built once with placeholders, or once per call with the call's values.
      expect(builds).toHaveLength(buildOnce ? 1 : 3);
      if (!buildOnce) expect(builds).toEqual(['b%', '%a%', 'no such brand']);
    });

    it('writes the limit into the statement text, one text per limit, and refuses limits it cannot write', async () => {
      const { db } = database;
      const texts: string[] = [];
      const slugs = statements(db, { buildOnce }).statementByLimit((limit, pattern: string) => {
        const query = db
          .selectFrom('brands')
          .select('slug')
          .where('name', 'ilike', pattern)
          .orderBy('slug')
          .limit(limit);
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
      expect(new Set(texts).size).toBe(3);
      expect(texts[0]).toMatch(/limit 2$/);
      expect(texts[1]).toMatch(/limit 5$/);
      for (const bad of [-1, 1.5, MAX_WRITTEN_LIMIT + 1, Number.NaN]) expect(() => slugs(bad, '%')).toThrow(RangeError);
    });
  });

  it('refuses, when built once, a statement that computes with an argument instead of passing it as a value', async () => {
    const { db } = database;
    const computed = statements(db).statement((pattern: string) =>
      db.selectFrom('brands').select('slug').where('name', 'ilike', `${pattern}%`),
    );
    await expect(computed('b')).rejects.toThrow('argument 0 does not reach the statement as a value');
  });
});

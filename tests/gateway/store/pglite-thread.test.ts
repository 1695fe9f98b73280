import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AbortedTransactionError, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, openPGliteThread } from '../../../gateway/store/database';
import { PGliteThread } from '../../../gateway/store/pglite-thread';
import { migrateToLatest } from '../../../gateway/store/migrate';
import { runSeeds } from '../../../gateway/store/seed';

/**
 * The gateway's PGlite runs in a worker thread (docs/decisions/016), as in every API test. Each
 * case runs with the worker's reply reader on (the default) and off (PGLITE_REPLY_READER=off,
 * PGlite's own protocol parser): the same rows, types and errors either way.
 */
describe.each([
  ['on', true],
  ['off', false],
])('PGlite in a worker thread (PGLITE_REPLY_READER=%s)', (_switch, replyReader) => {
  let database: Database;
  let db: Kysely<any>;
  beforeAll(async () => {
    database = await openPGliteThread(undefined, undefined, undefined, undefined, { replyReader });
    db = database.db as Kysely<any>;
    await sql`create table counters (name text primary key, value int not null)`.execute(db);
    await sql`insert into counters values ('a', 0)`.execute(db);
  });
  afterAll(() => database.close());

  const counter = async (handle: Kysely<any> = db) =>
    (await handle.selectFrom('counters').select('value').where('name', '=', 'a').executeTakeFirstOrThrow())
      .value as number;

  it('carries parameters and results with their types', async () => {
    const when = new Date('2026-01-02T03:04:05.678Z');
    const big = 2n ** 60n;
    const { rows } = await sql<Record<string, unknown>>`select
        ${42}::int as int, ${big}::int8 as big, ${7}::int8 as small, ${'12.50'}::numeric as num,
        ${JSON.stringify({ a: [1, 'x'] })}::jsonb as doc, ${when}::timestamptz as at, ${['x', 'y']}::text[] as words,
        ${[3, 1]}::int[] as ints, ${new Uint8Array([0, 255])}::bytea as bytes, ${true}::boolean as yes, ${null}::text as nothing,
        ${'ब्रेक पैड ₹'}::text as "नाम", ${['a"b', null, 'c,d']}::text[] as odd, '{}'::int[] as none`.execute(db);
    expect(rows[0]).toEqual({
      int: 42,
      big,
      small: 7,
      num: '12.50',
      doc: { a: [1, 'x'] },
      at: when,
      words: ['x', 'y'],
      ints: [3, 1],
      bytes: new Uint8Array([0, 255]),
      yes: true,
      nothing: null,
      नाम: 'ब्रेक पैड ₹',
      odd: ['a"b', null, 'c,d'],
      none: [],
    });
  });

  it('reads empty, large and repeated-name results from the reply itself', async () => {
    const none = await sql<{ n: number }>`select ${1}::int as n where false`.execute(db);
    expect(none.rows).toEqual([]);
    const many = await sql<{ n: number; label: string }>`
      select n, repeat('ಕ', n % 50) || ${'·'}::text as label from generate_series(1, 5000) n`.execute(db);
    expect(many.rows).toHaveLength(5000);
    expect(many.rows[4999]).toEqual({ n: 5000, label: `${'ಕ'.repeat(0)}·` });
    expect(many.rows[48]).toEqual({ n: 49, label: `${'ಕ'.repeat(49)}·` });
    // Like PGlite's own parser: a repeated column name keeps the last value.
    const { rows } = await sql`select ${1}::int as x, ${'2'}::text as x, ${''}::text as empty`.execute(db);
    expect(rows).toEqual([{ x: '2', empty: '' }]);
  });

  it('answers many queries sent at once, each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sql<{ n: number }>`select ${i}::int as n`.execute(db)),
    );
    expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('reports affected rows', async () => {
    const result = await db.updateTable('counters').set({ value: 0 }).where('name', '=', 'a').executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('rejects with PostgreSQL error fields, so error mapping by code still works', async () => {
    const duplicate = await sql`insert into counters values ('a', 1)`.execute(db).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'counters_pkey',
      table: 'counters',
      detail: expect.stringContaining('(name)=(a)'),
    });
    await expect(sql`select * from missing`.execute(db)).rejects.toMatchObject({
      code: '42P01',
      message: expect.stringContaining('missing'),
    });
    // A read that fails while it runs (prepared and planned, so the worker reads the error out of its answer).
    for (let i = 0; i < 2; i++)
      await expect(sql`select 1 / ${0}::int as n`.execute(db)).rejects.toMatchObject({
        code: '22012',
        message: 'division by zero',
      });
    expect((await sql<{ n: number }>`select 1 / ${1}::int as n`.execute(db)).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction and rolls one back when its callback throws', async () => {
    await db
      .transaction()
      .execute((trx) => trx.updateTable('counters').set({ value: 5 }).where('name', '=', 'a').execute());
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counters').set({ value: 6 }).where('name', '=', 'a').execute();
        expect(await counter(trx)).toBe(6);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await counter()).toBe(5);
  });

  it('runs concurrent read-then-write transactions one after another (no lost update)', async () => {
    const before = await counter();
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const value = await counter(trx);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await trx
          .updateTable('counters')
          .set({ value: value + 1 })
          .where('name', '=', 'a')
          .execute();
      });
    await Promise.all([increment(), increment(), increment()]);
    expect(await counter()).toBe(before + 3);
  });

  it('keeps a plain query out of an open transaction until it ends', async () => {
    const events: string[] = [];
    let plain: Promise<number> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('counters').set({ value: 100 }).where('name', '=', 'a').execute();
      plain = counter().then((value) => (events.push('plain'), value));
      await new Promise((resolve) => setTimeout(resolve, 30));
      await trx.updateTable('counters').set({ value: 101 }).where('name', '=', 'a').execute();
      events.push('commit');
    });
    expect(await plain).toBe(101);
    expect(events).toEqual(['commit', 'plain']);
  });

  it('reports a transaction whose statement failed as aborted when committing', async () => {
    const trx = await db.startTransaction().execute();
    await sql`select * from missing`.execute(trx).catch(() => {});
    await expect(trx.commit().execute()).rejects.toBeInstanceOf(AbortedTransactionError);
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('rolls back to a savepoint', async () => {
    const trx = await db.startTransaction().execute();
    await trx.updateTable('counters').set({ value: 7 }).where('name', '=', 'a').execute();
    const saved = await trx.savepoint('before_eight').execute();
    await saved.updateTable('counters').set({ value: 8 }).where('name', '=', 'a').execute();
    const back = await saved.rollbackToSavepoint('before_eight').execute();
    await back.commit().execute();
    expect(await counter()).toBe(7);
  });

  it('prepares each read once and reuses it with other parameters', async () => {
    const read = (n: number) => sql<{ n: number }>`select ${n}::int * 2 as n`.execute(db);
    expect((await read(1)).rows).toEqual([{ n: 2 }]);
    expect((await read(21)).rows).toEqual([{ n: 42 }]);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_prepared_statements where statement like ${'%::int * 2 as n%'}`.execute(db);
    expect(rows[0]!.n).toBe(1);
  });

  it('keeps at most 500 prepared statements, closing the least recently used', async () => {
    for (let i = 0; i < 520; i++) await sql.raw(`select ${i} as n`).execute(db);
    expect((await sql.raw<{ n: number }>('select 0 as n').execute(db)).rows).toEqual([{ n: 0 }]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db);
    expect(rows[0]!.n).toBeLessThanOrEqual(500);
    expect(rows[0]!.n).toBeGreaterThan(400);
  });

  it('prepares a read again when a table it reads changed shape', async () => {
    await sql`create table shapes (a int)`.execute(db);
    await sql`insert into shapes values (1)`.execute(db);
    expect((await sql`select * from shapes`.execute(db)).rows).toEqual([{ a: 1 }]);
    await sql`alter table shapes add column b text default 'x'`.execute(db);
    expect((await sql`select * from shapes`.execute(db)).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it('reports a read that does not parse with its code, and goes on answering', async () => {
    await expect(sql`select from where`.execute(db)).rejects.toMatchObject({ code: '42601' });
    await expect(sql`select 1 as one`.execute(db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('fails what waits and what follows when the worker stops, and says so once', async () => {
    const thread = await PGliteThread.start({}, new URL('../../support/dying-pglite-worker.mjs', import.meta.url));
    await expect(thread.query('select 1')).rejects.toThrow(/exited \(code 3\)/);
    expect((await thread.failed).message).toMatch(/exited \(code 3\)/);
    expect(thread.closed).toBe(true);
    await expect(thread.query('select 1')).rejects.toThrow(/closed/);
  });

  // One more PGlite for this file, not two: each start instantiates PostgreSQL's WebAssembly
  // again (seconds, ~740 MB), and Node has an open, intermittent crash while PGlite instances
  // start beside others (nodejs/node#64500; a CI run of this file died of SIGTRAP).
  it('fails queries after close, and does not report a worker it closed as failed', async () => {
    const other = await openPGliteThread();
    await other.close();
    await expect(other.ping()).rejects.toThrow(/closed/);
    const settled = await Promise.race([
      other.failed,
      new Promise((resolve) => setTimeout(() => resolve('not failed'), 300)),
    ]);
    expect(settled).toBe('not failed');
  });
});

describe('PGlite worker on a data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates and seeds, keeps the data after close, and frees the directory lock', async () => {
    const dataDir = join(dir, 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrateToLatest(first.db)).not.toEqual([]);
    expect(await runSeeds(first.db)).not.toEqual([]);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await migrateToLatest(again.db)).toEqual([]);
      expect(await runSeeds(again.db)).toEqual([]);
      const { n } = await again.db
        .selectFrom('currencies')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      expect(n).toBe(3);
    } finally {
      await again.close();
    }
  }, 120_000);
});

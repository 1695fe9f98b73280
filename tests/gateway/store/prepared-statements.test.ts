import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgPool, type Database, databaseFromPgPool } from '../../../gateway/store/database';
import { MAX_PREPARED_PER_CONNECTION } from '../../../gateway/store/prepared-statements';

const url = process.env.TEST_DATABASE_URL;

/** One connection, so that every statement and pg_prepared_statements see the same session. */
function openSingleConnection(preparedStatements = true): Database {
  return databaseFromPgPool(createPgPool(url!, 1, () => {}, { preparedStatements }));
}

/** The statements prepared on the (only) connection: the view lists the session's own. */
async function prepared(db: Database['db']) {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((r) => r.statement);
}

describe.runIf(url)('PostgreSQL prepared statements', () => {
  const table = `prepared_probe_${randomBytes(4).toString('hex')}`;
  let database: Database;

  beforeAll(async () => {
    database = openSingleConnection();
    await sql`create table ${sql.table(table)} (id int primary key, label text not null)`.execute(database.db);
    await sql`insert into ${sql.table(table)} values (1, 'one'), (2, 'two')`.execute(database.db);
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql.table(table)}`.execute(database.db);
    await database.close();
  });

  const byId = (db: Database['db'], id: number) =>
    sql<{ id: number; label: string }>`select * from ${sql.table(table)} where id = ${id}`.execute(db);

  it('prepares a statement with parameters from its second run, and it answers as before', async () => {
    expect((await byId(database.db, 1)).rows).toEqual([{ id: 1, label: 'one' }]);
    expect((await prepared(database.db)).filter((s) => s.includes(table))).toEqual([]);
    expect((await byId(database.db, 2)).rows).toEqual([{ id: 2, label: 'two' }]);
    expect((await byId(database.db, 1)).rows).toEqual([{ id: 1, label: 'one' }]);
    expect((await prepared(database.db)).filter((s) => s.includes(table))).toEqual([
      `select * from "${table}" where id = $1`,
    ]);
  });

  it('never prepares a statement without parameters', async () => {
    for (let i = 0; i < 3; i++) await sql`select count(*) from ${sql.table(table)}`.execute(database.db);
    expect((await prepared(database.db)).some((s) => s.startsWith('select count(*)'))).toBe(false);
  });

  it('after a migration changes the columns, fails once and then prepares the statement again', async () => {
    await byId(database.db, 1);
    await byId(database.db, 1);
    await sql`alter table ${sql.table(table)} add column note text`.execute(database.db);
    await expect(byId(database.db, 1)).rejects.toMatchObject({ code: '0A000' });
    expect((await byId(database.db, 1)).rows).toEqual([{ id: 1, label: 'one', note: null }]);
    expect((await byId(database.db, 2)).rows).toEqual([{ id: 2, label: 'two', note: null }]);
  });

  it(`prepares at most ${MAX_PREPARED_PER_CONNECTION} statements on one connection`, async () => {
    const fresh = openSingleConnection();
    try {
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 20; i++) {
        for (let run = 0; run < 2; run++) {
          const { rows } = await sql<{ n: number }>`select ${sql.lit(i)}::int + ${run}::int as n`.execute(fresh.db);
          expect(rows[0]!.n).toBe(i + run);
        }
      }
      expect(await prepared(fresh.db)).toHaveLength(MAX_PREPARED_PER_CONNECTION);
    } finally {
      await fresh.close();
    }
  });

  it('prepares through pool.query (the callback form pg-pool uses) as well', async () => {
    const pool = createPgPool(url!, 1);
    try {
      for (const n of [1, 2, 3])
        expect((await pool.query('select $1::int * 2 as twice', [n])).rows).toEqual([{ twice: n * 2 }]);
      const { rows } = await pool.query<{ statement: string }>('select statement from pg_prepared_statements');
      expect(rows.map((r) => r.statement)).toEqual(['select $1::int * 2 as twice']);
    } finally {
      await pool.end();
    }
  });

  it('prepares nothing when turned off (PREPARED_STATEMENTS=off)', async () => {
    const unprepared = openSingleConnection(false);
    try {
      for (let run = 0; run < 3; run++) expect((await byId(unprepared.db, 2)).rows).toHaveLength(1);
      expect(await prepared(unprepared.db)).toEqual([]);
    } finally {
      await unprepared.close();
    }
  });
});

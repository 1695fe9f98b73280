import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgPool } from '../../../gateway/store/database';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL pool', () => {
  it('survives the server closing an idle connection and reconnects', async () => {
    const closed: Error[] = [];
    const pool = createPgPool(url!, 2, (error) => closed.push(error));
    try {
      const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await expect.poll(() => closed.length).toBe(1);
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});

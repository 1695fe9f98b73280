/**
 * Lock choreography for tests of concurrent writers on PostgreSQL: a session of the test's own that
 * holds a lock while the code under test runs into it, and a wait until sessions queue for locks.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../gateway/store/schema';

/** Resolves once `count` of this database's sessions wait for a row or advisory lock. */
export async function lockWaiters(db: Kysely<DB>, count: number): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n >= count) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`fewer than ${count} sessions waited for a lock`);
}

/**
 * A transaction of the test's own that takes a lock (`take`) and keeps it; resolves once the lock
 * is held, with `release`, which runs `last` in the same transaction (another lock, say), ends it
 * and resolves once it has ended.
 */
export async function holdLock(
  db: Kysely<DB>,
  take: (trx: Transaction<DB>) => Promise<unknown>,
): Promise<(last?: (trx: Transaction<DB>) => Promise<unknown>) => Promise<void>> {
  let release!: (last?: (trx: Transaction<DB>) => Promise<unknown>) => void;
  let held!: () => void;
  const holding = new Promise<void>((r) => (held = r));
  const ended = db.transaction().execute(async (trx) => {
    await take(trx);
    held();
    const last = await new Promise<((trx: Transaction<DB>) => Promise<unknown>) | undefined>((r) => (release = r));
    await last?.(trx);
  });
  // A take that fails ends the transaction before the lock is held.
  await Promise.race([holding, ended]);
  return async (last) => {
    release(last);
    await ended;
  };
}

import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseTarget } from '../config';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';
import { PGliteThread } from './pglite-thread';
import { holdsDatabase, pristineDataDir } from './pristine-data-dir';
import { PGliteThreadDialect } from './pglite-thread-dialect';
import { describeUrl, ensurePostgresDatabase } from './postgres-setup';
import { PreparingClient } from './prepared-statements';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

/** An open store: the typed query layer plus its life cycle. */
export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Settles when the store has stopped for good and cannot answer again (the PGlite worker died);
   * absent where it recovers by itself (a PostgreSQL pool opens new connections).
   */
  failed?: Promise<Error>;
}

/** The extensions our migrations use (pglite-worker.ts loads the same ones). */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * The dump a new database starts from when it has none of its own: the cached fresh initdb
 * (pristine-data-dir.ts), or undefined for a directory that already holds a database.
 */
async function startingDump(dataDir: string | undefined): Promise<string | undefined> {
  return dataDir && holdsDatabase(dataDir) ? undefined : pristineDataDir();
}

/** Creates a PGlite instance with the extensions our migrations use; a new database starts from the cached initdb. */
export async function createPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!loadDataDir) {
    const dump = await startingDump(dataDir);
    if (dump) loadDataDir = new Blob([readFileSync(dump)]);
  }
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
}

/** Wraps an existing PGlite instance (tests clone one from a template). */
export function databaseFromPGlite(pglite: PGlite, onClose?: () => void): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    engine: 'pglite',
    ping: async () => void (await sql`select 1`.execute(db)),
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      onClose?.();
    },
  };
}

/**
 * PGlite in a worker thread (docs/decisions/016): the database gets a core of its own instead of
 * sharing the gateway's event loop. What the gateway and the tests open. A new database (in memory,
 * or a directory without one) starts from `loadDataDirFrom`, else from the cached initdb; `settings`
 * are server settings for this run only.
 */
export async function openPGliteThread(
  dataDir?: string,
  onClose?: () => void,
  loadDataDirFrom?: string,
  settings?: Record<string, string>,
): Promise<Database> {
  loadDataDirFrom ??= await startingDump(dataDir);
  const thread = await PGliteThread.start({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDirFrom ? { loadDataDirFrom } : {}),
    ...(settings ? { settings } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PGliteThreadDialect(thread) });
  return {
    db,
    engine: 'pglite',
    failed: thread.failed,
    ping: async () => void (await sql`select 1`.execute(db)),
    close: async () => {
      try {
        await db.destroy();
        await thread.close();
      } finally {
        onClose?.();
      }
    },
  };
}

/**
 * A pg pool that parses int8 like PGlite does for small values (as numbers). When the server
 * closes an idle connection (restart, failover, pg_terminate_backend) pg drops it from the pool
 * and emits 'error' on the pool: without a listener that would crash the process. Its clients
 * prepare the statements they repeat unless preparedStatements is false (prepared-statements.ts).
 */
export function createPgPool(
  url: string,
  max = 10,
  onIdleError: (error: Error) => void = () => {},
  { preparedStatements = true }: { preparedStatements?: boolean } = {},
): pg.Pool {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === pg.types.builtins.INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types,
    ...(preparedStatements ? { Client: PreparingClient } : {}),
  });
  pool.on('error', onIdleError);
  return pool;
}

export function databaseFromPgPool(pool: pg.Pool): Database {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    ping: async () => void (await sql`select 1`.execute(db)),
    close: () => db.destroy(),
  };
}

/**
 * PGlite settings for a process that only migrates and loads the sample data (`npm run db:seed`,
 * docs/decisions/029): PostgreSQL clears its whole buffer pool when it starts, and PGlite's lives
 * in WebAssembly memory, which never shrinks; 16 MB instead of the data directory's 128 MB keeps
 * about 110 MB out of the process for the same rows. The gateway keeps the directory's setting.
 */
export const PGLITE_BULK_LOAD_SETTINGS: Record<string, string> = { shared_buffers: '16MB' };

/** Opens the configured store. A PGlite directory is locked against a second process. */
export async function openDatabase(
  target: DatabaseTarget,
  logger?: Pick<Logger, 'warn'>,
  {
    preparedStatements = true,
    pgliteSettings,
  }: {
    preparedStatements?: boolean;
    /** PGlite server settings for this run only (PGLITE_BULK_LOAD_SETTINGS); PostgreSQL ignores them. */
    pgliteSettings?: Record<string, string>;
  } = {},
): Promise<Database> {
  switch (target.kind) {
    case 'pglite-memory':
      return openPGliteThread(undefined, undefined, undefined, pgliteSettings);
    case 'pglite': {
      const lock: DirectoryLock = acquireDirectoryLock(target.dataDir);
      try {
        return await openPGliteThread(target.dataDir, () => lock.release(), undefined, pgliteSettings);
      } catch (error) {
        lock.release();
        throw error;
      }
    }
    case 'postgres': {
      // A missing database is created when the user may; other mistakes say what to fix.
      if (await ensurePostgresDatabase(target.url))
        logger?.warn({ database: describeUrl(target.url).database }, 'created the PostgreSQL database');
      const database = databaseFromPgPool(
        createPgPool(target.url, 10, (error) => logger?.warn({ err: error }, 'PostgreSQL closed an idle connection'), {
          preparedStatements,
        }),
      );
      await database.ping();
      return database;
    }
  }
}

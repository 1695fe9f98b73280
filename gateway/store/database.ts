import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseTarget } from '../config';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';
import { PGliteThread } from './pglite-thread';
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

/** Creates a PGlite instance with the extensions our migrations use. */
export async function createPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
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
 * sharing the gateway's event loop. What the gateway opens; tests clone in-thread PGlites instead.
 */
export async function openPGliteThread(
  dataDir?: string,
  onClose?: () => void,
  loadDataDirFrom?: string,
  { replyReader = true }: { replyReader?: boolean } = {},
): Promise<Database> {
  const thread = await PGliteThread.start({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDirFrom ? { loadDataDirFrom } : {}),
    replyReader,
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

/** Opens the configured store. A PGlite directory is locked against a second process. */
export async function openDatabase(
  target: DatabaseTarget,
  logger?: Pick<Logger, 'warn'>,
  {
    preparedStatements = true,
    replyReader = true,
  }: {
    preparedStatements?: boolean;
    /** PGlite only: PGLITE_REPLY_READER (pglite-worker.ts). */
    replyReader?: boolean;
  } = {},
): Promise<Database> {
  switch (target.kind) {
    case 'pglite-memory':
      return openPGliteThread(undefined, undefined, undefined, { replyReader });
    case 'pglite': {
      const lock: DirectoryLock = acquireDirectoryLock(target.dataDir);
      try {
        return await openPGliteThread(target.dataDir, () => lock.release(), undefined, { replyReader });
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

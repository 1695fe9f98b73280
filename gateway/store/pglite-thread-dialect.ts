import {
  AbortedTransactionError,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  IdentifierNode,
  type Kysely,
  PGliteAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  RawNode,
  createQueryId,
} from 'kysely';
import type { PGliteThread } from './pglite-thread';

/**
 * Kysely over PGlite in a worker thread. Unlike Kysely's PGlite dialect (one connection, so one
 * query at a time with a round trip between them), every acquired connection is a handle on the
 * same worker: their queries are sent at once and queue in PGlite, so the worker never waits for
 * the gateway's thread to send the next one. A connection in a transaction sends its queries into
 * that transaction; PGlite keeps everyone else out until it ends.
 */
export class PGliteThreadDialect implements Dialect {
  constructor(private readonly thread: PGliteThread) {}
  createAdapter() {
    return new PGliteThreadAdapter();
  }
  createDriver(): Driver {
    return new PGliteThreadDriver(this.thread);
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** PGlite's adapter (no migration lock: one process, and PGlite runs one transaction at a time), without Kysely's single-connection queue. */
class PGliteThreadAdapter extends PGliteAdapter {
  override get supportsMultipleConnections() {
    return true;
  }
}

class PGliteThreadConnection implements DatabaseConnection {
  /** The open transaction's number in the worker, if any. */
  tx: number | undefined;
  constructor(private readonly thread: PGliteThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.thread.query(query.sql, query.parameters, this.tx);
    return { rows: rows as R[], numAffectedRows: affectedRows != null ? BigInt(affectedRows) : undefined };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }
}

type CompileQuery = Parameters<NonNullable<Driver['savepoint']>>[2];

function savepointCommand(command: string, name: string, compileQuery: CompileQuery) {
  return compileQuery(
    RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]),
    createQueryId(),
  );
}

class PGliteThreadDriver implements Driver {
  constructor(private readonly thread: PGliteThread) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteThreadConnection(this.thread);
  }
  async releaseConnection() {}
  async beginTransaction(connection: PGliteThreadConnection) {
    connection.tx = await this.thread.begin();
  }
  async commitTransaction(connection: PGliteThreadConnection) {
    const tx = connection.tx!;
    connection.tx = undefined;
    try {
      await this.thread.commit(tx);
    } catch (error) {
      // PGlite answers a COMMIT of a failed transaction with this code (as Kysely's PGlite driver maps it).
      if ((error as { code?: unknown }).code === '25P02') throw new AbortedTransactionError({ cause: error });
      throw error;
    }
  }
  async rollbackTransaction(connection: PGliteThreadConnection) {
    const tx = connection.tx!;
    connection.tx = undefined;
    await this.thread.rollback(tx);
  }
  async savepoint(connection: PGliteThreadConnection, name: string, compileQuery: CompileQuery) {
    await connection.executeQuery(savepointCommand('savepoint', name, compileQuery));
  }
  async rollbackToSavepoint(connection: PGliteThreadConnection, name: string, compileQuery: CompileQuery) {
    await connection.executeQuery(savepointCommand('rollback to', name, compileQuery));
  }
  async releaseSavepoint(connection: PGliteThreadConnection, name: string, compileQuery: CompileQuery) {
    await connection.executeQuery(savepointCommand('release', name, compileQuery));
  }
  async destroy() {
    await this.thread.close();
  }
}

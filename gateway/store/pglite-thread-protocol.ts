/**
 * Messages between the gateway and the PGlite worker thread (pglite-worker.ts). Values travel by
 * structured clone, so parameters and rows keep their types (Date, bigint, Uint8Array, arrays,
 * JSON objects). Type-only: the worker runs without a TypeScript loader (Node strips types).
 */

/** What the worker is started with. */
export interface PGliteWorkerData {
  /** A data directory; absent: in memory. */
  dataDir?: string;
  /** A file holding a data directory dump (PGlite dumpDataDir) to start from; tests clone their template so. */
  loadDataDirFrom?: string;
  /** Server settings for this run (`-c name=value` after PGlite's own start parameters); absent: the data directory's. */
  settings?: Record<string, string>;
}

/** A request; `id` pairs it with its reply. `tx` runs a query inside that open transaction. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

export interface QueryResult {
  rows: Record<string, unknown>[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** An error's name, message and string fields: PostgreSQL's code, detail, constraint, table, … */
export interface WorkerError {
  name: string;
  message: string;
  [field: string]: string | undefined;
}

export type WorkerReply =
  { id: number; ok: true; result?: QueryResult; tx?: number } | { id: number; ok: false; error: WorkerError };

/** The first message from the worker: PGlite is open, or could not be. */
export type WorkerStarted = { started: true } | { started: false; error: WorkerError };

import { Worker } from 'node:worker_threads';
import type {
  PGliteWorkerData,
  QueryResult,
  WorkerError,
  WorkerReply,
  WorkerRequest,
  WorkerStarted,
} from './pglite-thread-protocol';

/** The worker's module: its TypeScript source beside this one, or its compiled copy in dist/gateway (scripts/build.mjs). */
const WORKER_SCRIPT = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** A database error from the worker, with PostgreSQL's fields (code, constraint, detail, …) as pg and PGlite have them. */
export class PGliteThreadError extends Error {
  [field: string]: unknown;
  constructor({ name, message, ...fields }: WorkerError) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
  }
}

/**
 * PGlite running in a worker thread (pglite-worker.ts), seen from the gateway's thread: queries,
 * and transactions that hold PGlite for themselves until committed or rolled back. The worker
 * keeps the process alive only while a request is waiting for its answer, like a socket would.
 */
export class PGliteThread {
  #worker: Worker;
  #pending = new Map<number, { resolve(reply: WorkerReply & { ok: true }): void; reject(error: Error): void }>();
  #lastId = 0;
  #closed = false;
  #closing: Promise<void> | null = null;
  #died!: (error: Error) => void;
  /**
   * Settles with the error when the worker stops without being closed (PGlite aborted, out of
   * memory): nothing will answer again, and every request fails from then on. Never settles for
   * a worker that close() stopped.
   */
  readonly failed = new Promise<Error>((resolve) => (this.#died = resolve));

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => this.#settle(reply));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`The PGlite worker exited (code ${code})`)));
    worker.unref();
  }

  /**
   * Starts the worker and resolves once PGlite is open in it (rejects with its error otherwise).
   * `script`: the worker's module (tests start stand-ins).
   */
  static async start(data: PGliteWorkerData = {}, script: URL = WORKER_SCRIPT): Promise<PGliteThread> {
    const worker = new Worker(script, { workerData: data });
    let onMessage!: (started: WorkerStarted) => void;
    let onError!: (error: Error) => void;
    let onExit!: (code: number) => void;
    try {
      const started = await new Promise<WorkerStarted>((resolve, reject) => {
        onMessage = resolve;
        onError = reject;
        onExit = (code) => reject(new Error(`The PGlite worker exited (code ${code}) while starting`));
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      });
      if (!started.started) throw new PGliteThreadError(started.error);
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      // Only ours: Worker has listeners of its own (removeAllListeners stops it delivering messages).
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    }
    return new PGliteThread(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  query(sql: string, params: readonly unknown[] = [], tx?: number): Promise<QueryResult> {
    return this.#send(tx === undefined ? { op: 'query', sql, params } : { op: 'query', sql, params, tx }).then(
      (r) => r.result!,
    );
  }

  /** Opens a transaction (waiting for any other to end) and resolves with its number. */
  begin(): Promise<number> {
    return this.#send({ op: 'begin' }).then((r) => r.tx!);
  }

  async commit(tx: number): Promise<void> {
    await this.#send({ op: 'commit', tx });
  }

  async rollback(tx: number): Promise<void> {
    await this.#send({ op: 'rollback', tx });
  }

  /** Rolls back open transactions, closes PGlite (flushing it to its directory) and ends the worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      // From here on the worker's end is ours, not a failure.
      this.#died = () => {};
      if (this.#closed) return;
      try {
        await this.#send({ op: 'close' });
      } finally {
        this.#closed = true;
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }

  #send(request: Request): Promise<WorkerReply & { ok: true }> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  #settle(reply: WorkerReply) {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(new PGliteThreadError(reply.error));
  }

  /** The worker died: nothing will answer, so every waiting request fails (and so will later ones). */
  #fail(error: Error) {
    this.#closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
    this.#died(error);
  }
}

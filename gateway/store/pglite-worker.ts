/**
 * The PGlite worker thread (started by pglite-thread.ts): owns one PGlite instance and answers
 * the gateway's requests, so PostgreSQL (WebAssembly) runs on its own core instead of sharing the
 * gateway's event loop. Requests are handled as they come: PGlite's own locks queue a plain query
 * behind an open transaction and a transaction behind another, exactly as in-thread.
 *
 * Runs without a TypeScript loader under the test runner (Node strips the types), so it imports
 * packages only, and types with `import type`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PGliteWorkerData, WorkerError, WorkerReply, WorkerRequest, WorkerStarted } from './pglite-thread-protocol';

const port = parentPort!;
const options = workerData as PGliteWorkerData;

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: true commits, false rolls back. */
  end(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back (rejects when COMMIT fails). */
  done: Promise<unknown>;
}

const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;

/** An error as plain data: name, message and the string fields (PostgreSQL's code, detail, constraint, …). */
function toWire(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const wire: WorkerError = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string') wire[key] = value;
  return wire;
}

/** Opens a transaction and resolves with its number once BEGIN ran; it stays open until commit or rollback. */
function begin(pglite: PGlite): Promise<number> {
  return new Promise((resolveBegun, rejectBegun) => {
    const id = ++lastTransaction;
    let end!: (commit: boolean) => void;
    const decision = new Promise<boolean>((resolve) => (end = resolve));
    const done = pglite.transaction(async (tx) => {
      transactions.set(id, { tx, end, done });
      resolveBegun(id);
      if (!(await decision)) await tx.rollback();
    });
    // Before BEGIN ran this rejects the request; afterwards commit/rollback report it.
    done.catch(rejectBegun);
  });
}

async function finish(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`Transaction ${id} is not open`);
  transactions.delete(id);
  open.end(commit);
  await open.done;
}

async function handle(pglite: PGlite, request: WorkerRequest): Promise<Omit<WorkerReply & { ok: true }, 'id' | 'ok'>> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? pglite : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`Transaction ${request.tx} is not open`);
      const { rows, fields, affectedRows } = await target.query<Record<string, unknown>>(request.sql, request.params as unknown[], {
        rowMode: 'object',
      });
      return { result: { rows, fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows } };
    }
    case 'begin':
      return { tx: await begin(pglite) };
    case 'commit':
    case 'rollback':
      await finish(request.tx, request.op === 'commit');
      return {};
    case 'close':
      for (const id of [...transactions.keys()]) await finish(id, false).catch(() => {});
      if (!pglite.closed) await pglite.close();
      return {};
  }
}

function reply(message: WorkerReply) {
  port.postMessage(message);
}

try {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  port.on('message', (request: WorkerRequest) => {
    handle(pglite, request).then(
      (answer) => reply({ id: request.id, ok: true, ...answer }),
      (error: unknown) => reply({ id: request.id, ok: false, error: toWire(error) }),
    );
  });
  port.postMessage({ started: true } satisfies WorkerStarted);
} catch (error) {
  port.postMessage({ started: false, error: toWire(error) } satisfies WorkerStarted);
}

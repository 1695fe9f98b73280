/**
 * The PGlite worker thread (started by pglite-thread.ts): owns one PGlite instance and answers
 * the gateway's requests, so PostgreSQL (WebAssembly) runs on its own core instead of sharing the
 * gateway's event loop. Requests are handled as they come: PGlite's own locks queue a plain query
 * behind an open transaction and a transaction behind another, exactly as in-thread.
 *
 * Runs without a TypeScript loader under the test runner (Node strips the types), so it imports
 * packages only, and types with `import type`.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type {
  PGliteWorkerData,
  WorkerError,
  WorkerReply,
  WorkerRequest,
  WorkerStarted,
} from './pglite-thread-protocol';

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

/**
 * Reads (`select`/`with`) as named prepared statements, one per distinct SQL text (at most
 * MAX_STATEMENTS, least recently used closed first): PostgreSQL parses each once, and after five
 * executions keeps a generic plan when it costs no more than the custom ones (plan_cache_mode
 * auto). Planning is most of a short statement's time in PGlite (docs/decisions/016). Writes and
 * DDL run as PGlite's own query() runs them.
 */
const PREPARABLE = /^\s*(select|with)\b/i;
/**
 * A read that ends with this comment runs on a generic plan from its first execution: its best
 * plan does not depend on its values, but PostgreSQL's estimate for unknown values would keep it
 * on custom plans, planned again every time (docs/decisions/021). PostgreSQL ignores the comment.
 */
const GENERIC_PLAN = /\/\* generic plan \*\/\s*$/;
const MAX_STATEMENTS = 500;
const statements = new Map<string, { name: string; types: number[] }>();
let lastStatement = 0;

const { serialize } = protocol;
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** One prepared execution; the caller holds PGlite's query lock. */
async function executePrepared(
  pglite: PGlite,
  sql: string,
  params: readonly unknown[],
): Promise<Results<Record<string, unknown>>> {
  let statement = statements.get(sql);
  if (statement)
    statements.delete(sql); // re-inserted below: most recently used last
  else {
    const stream = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
    const oldest = statements.size >= MAX_STATEMENTS ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      await stream(concat(serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()));
    }
    const name = `s${++lastStatement}`;
    try {
      const described = await stream(
        concat(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })),
      );
      statement = { name, types: parse.parseDescribeStatementResults(described) };
    } finally {
      await stream(serialize.sync());
    }
  }
  statements.set(sql, statement);
  const { types } = statement;
  const values = params.map((value, i) => (value == null ? null : (pglite.serializers[types[i]!] ?? String)(value)));
  // The reply's bytes as PostgreSQL writes them, unparsed (execProtocolRaw would parse them too).
  const chunks: Uint8Array[] = [];
  await pglite.execProtocolRawStream(
    concat(
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ),
    { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) },
  );
  return readResult(chunks.length === 1 ? chunks[0]! : concat(...chunks), pglite.parsers);
}

const FAILED = 0x45; // 'E': ErrorResponse
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'

/**
 * The result of one bind-describe-execute-sync exchange, read straight from PostgreSQL's reply.
 * Gives what `parse.parseResults` gives for it, but reads each value as a slice of the reply
 * instead of a copy of its bytes: PGlite's protocol parser copied every value of every row into
 * a new ArrayBuffer, a fifth of the worker's time on product pages (docs/decisions/022). A reply
 * that reports an error is read by PGlite's parser, which throws the same DatabaseError that
 * `execProtocolStream` throws.
 */
function readResult(reply: Uint8Array, parsers: PGlite['parsers']): Results<Record<string, unknown>> {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  const text = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  const cstring = (at: number) => {
    const end = text.indexOf(0, at);
    return { value: text.toString('utf8', at, end), next: end + 1 };
  };
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: Record<string, unknown>[] = [];
  let result: Results<Record<string, unknown>> | null = null;
  for (let at = 0; at < reply.byteLength;) {
    const code = reply[at]!;
    const end = at + 1 + view.getUint32(at + 1);
    let pos = at + 5;
    if (code === FAILED) throw databaseError(reply);
    if (code === ROW_DESCRIPTION) {
      fields = [];
      const count = view.getInt16(pos);
      pos += 2;
      for (let i = 0; i < count; i++) {
        const name = cstring(pos);
        // After the name: table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2).
        fields.push({ name: name.value, dataTypeID: view.getInt32(name.next + 6) });
        pos = name.next + 18;
      }
    } else if (code === DATA_ROW && result === null) {
      const row: Record<string, unknown> = {};
      pos += 2;
      for (const field of fields) {
        const length = view.getInt32(pos);
        pos += 4;
        if (length === -1) row[field.name] = null;
        else {
          const value = text.toString('utf8', pos, pos + length);
          const parser = parsers[field.dataTypeID];
          row[field.name] = parser ? parser(value, field.dataTypeID) : value;
          pos += length;
        }
      }
      rows.push(row);
    } else if (code === COMMAND_COMPLETE && result === null) {
      // As parseResults: a tag that counts rows ends in the count ("SELECT 2", "INSERT 0 5").
      const tag = cstring(pos).value.split(' ');
      const command = tag[0]!;
      const rowCount = parseInt(tag[tag.length - 1]!, 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? rowCount : 0;
      result = { rows, fields, command, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) } as Results<
        Record<string, unknown>
      >;
    }
    at = end;
  }
  return result ?? { rows: [], fields: [], affectedRows: 0 };
}

/** The error PostgreSQL reported in `reply`, as PGlite's protocol parser makes it. */
function databaseError(reply: Uint8Array): Error {
  let error: Error | null = null;
  new protocol.Parser().parse(reply, (message) => {
    if (!error && message.name === 'error') error = message as unknown as Error;
  });
  return error ?? new Error('PostgreSQL reported an error that could not be read');
}

/** `executePrepared` under `plan_cache_mode = force_generic_plan` (PostgreSQL undoes it with a failed transaction). */
async function executeGeneric(pglite: PGlite, sql: string, params: readonly unknown[]) {
  await pglite.execProtocolStream(serialize.query('set plan_cache_mode = force_generic_plan'), { syncToFs: false });
  try {
    return await executePrepared(pglite, sql, params);
  } finally {
    await pglite.execProtocolStream(serialize.query('reset plan_cache_mode'), { syncToFs: false, throwOnError: false });
  }
}

/** A prepared read; a plan whose result columns changed under it (DDL since) is prepared again once. */
async function preparedQuery(pglite: PGlite, sql: string, params: readonly unknown[], inTransaction: boolean) {
  const execute = GENERIC_PLAN.test(sql) ? executeGeneric : executePrepared;
  const once = () => pglite.runExclusive(() => execute(pglite, sql, params));
  const run = async () => {
    try {
      return await once();
    } catch (error) {
      if ((error as { code?: string }).code !== '0A000' || !statements.has(sql)) throw error;
      const stale = statements.get(sql)!;
      statements.delete(sql);
      await pglite.runExclusive(() =>
        pglite.execProtocolStream(concat(serialize.close({ type: 'S', name: stale.name }), serialize.sync())),
      );
      return once();
    }
  };
  if (inTransaction) return run();
  const result = await pglite._runExclusiveTransaction(run);
  await pglite.syncToFs();
  return result;
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
      if (!target || target.closed) throw new Error(`Transaction ${request.tx} is not open`);
      const { rows, fields, affectedRows } = PREPARABLE.test(request.sql)
        ? await preparedQuery(pglite, request.sql, request.params, request.tx !== undefined)
        : await target.query<Record<string, unknown>>(request.sql, request.params as unknown[], { rowMode: 'object' });
      return {
        result: { rows, fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows },
      };
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
    ...(options.loadDataDirFrom ? { loadDataDir: new Blob([readFileSync(options.loadDataDirFrom)]) } : {}),
    extensions: { pg_trgm, unaccent },
    ...(options.settings
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            ...Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
          ],
        }
      : {}),
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

// A stand-in for the PGlite worker (gateway/store/pglite-worker.ts) that starts, then stops at
// its first request as a worker whose PGlite aborted would (tests/gateway/store/pglite-thread.test.ts).
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ started: true });
parentPort.once('message', () => process.exit(3));

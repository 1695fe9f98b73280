import { randomBytes } from 'node:crypto';
/**
 * Abuse benchmark (docs/decisions/027): starts a production-mode gateway on loopback (PGlite in
 * memory), sends the fan-out and flood requests of issue #21 for a bounded time and request count,
 * and prints /healthz latency meanwhile. Stops by itself; nothing leaves 127.0.0.1.
 *   npm run bench:abuse [-- --seconds 10 --abusers 4 --only fan-out]
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    abusers: { type: 'string', default: '4' },
    port: { type: 'string', default: '4791' },
    /** Runs only the scenarios whose name contains this text. */
    only: { type: 'string', default: '' },
  },
});
const SECONDS = Math.min(Number(values.seconds), 60);
const ABUSERS = Math.min(Number(values.abusers), 16);
const MAX_REQUESTS = 5000;
const BASE = `http://127.0.0.1:${Number(values.port)}`;

const FIELD = 'products(options: { limit: 100 }) { items { compatibleVehicles { id make model year engine } } }';
const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { ${Array.from({ length: 20 }, (_, i) => `c${i}: checkout(input: $input) { errors { code } }`).join(' ')} }`;
const ADDRESS = {
  firstName: 'A',
  lastName: 'B',
  country: 'IN',
  address1: '1 Road',
  city: 'Pune',
  state: 'MH',
  postcode: '411001',
  email: 'a@example.in',
  phone: '9876543210',
};
const checkoutBody = (i: number) => ({
  query: CHECKOUT,
  variables: {
    input: {
      items: [{ productId: '1', quantity: 1 }],
      payment: 'cash-on-delivery',
      email: `b${i}@example.in`,
      shippingAddress: ADDRESS,
      billingSameAsShipping: true,
      idempotencyKey: `bench-${i}-${Date.now()}`,
    },
  },
});

const SCENARIOS: [string, (i: number) => unknown][] = [
  ['fan-out: one products×compatibleVehicles query', () => ({ query: `{ ${FIELD} }` })],
  ['fan-out: 20 aliases of it', () => ({ query: aliases(20, FIELD) })],
  ['fan-out: batch of 10 × 20 aliases', () => Array.from({ length: 10 }, () => ({ query: aliases(20, FIELD) }))],
  ['flood: batch of 10 × 20 aliased checkouts', (i) => Array.from({ length: 10 }, (_, j) => checkoutBody(i * 10 + j))],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function healthz(): Promise<number> {
  const started = performance.now();
  await (await fetch(`${BASE}/healthz`)).arrayBuffer();
  return performance.now() - started;
}

async function run(name: string, body: (i: number) => unknown) {
  const until = Date.now() + SECONDS * 1000;
  const statuses = new Map<number, number>();
  let sent = 0;
  let bytes = 0;
  const abuser = async () => {
    while (Date.now() < until && sent < MAX_REQUESTS) {
      const i = sent++;
      const response = await fetch(`${BASE}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify(body(i)),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => null);
      const status = response?.status ?? 0;
      bytes += response ? (await response.arrayBuffer()).byteLength : 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const samples: number[] = [];
  const sampler = async () => {
    while (Date.now() < until) {
      samples.push(await healthz());
      await sleep(50);
    }
  };
  await Promise.all([sampler(), ...Array.from({ length: ABUSERS }, abuser)]);
  samples.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `${name}\n  requests ${sent} (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}), ${(bytes / 1e6).toFixed(2)} MB answered\n` +
      `  /healthz ${samples.length} samples: p50 ${f(percentile(samples, 50))} ms, p95 ${f(percentile(samples, 95))} ms, max ${f(samples.at(-1) ?? NaN)} ms`,
  );
}

const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Production requires the key of staff TOTP secrets; a throwaway one for the run.
    STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
    DATABASE_URL: 'memory://',
    PORT: values.port,
    HOST: '127.0.0.1',
    WEB_ROOT: '',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('gateway did not start within 60 s');
    if (
      await healthz().then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  const idle: number[] = [];
  for (let i = 0; i < 40; i++) idle.push(await healthz());
  idle.sort((a, b) => a - b);
  console.log(`idle /healthz: p50 ${percentile(idle, 50).toFixed(1)} ms, p95 ${percentile(idle, 95).toFixed(1)} ms`);
  for (const [name, body] of SCENARIOS) if (name.includes(values.only)) await run(name, body);
} finally {
  gateway.kill('SIGTERM');
}

/**
 * The load generator of `bench:catalogue`, in its own worker thread so that sending requests and
 * reading responses does not run on the gateway's event loop (as autocannon-style tools do): the
 * gateway's latency is then measured, not the client's queueing. Keep-alive HTTP/1.1 through
 * node:http (lighter than fetch), `concurrency` connections, each sending its next request when
 * the previous answer has been read. Posts back the latencies (ms, sorted) and the errors.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadJob {
  url: string;
  /** Request bodies, used in turn (the i-th request sends bodies[i % length]). */
  bodies: string[];
  concurrency: number;
  durationMs: number;
  maxRequests: number;
}

export interface LoadResult {
  latencies: number[];
  seconds: number;
  errors: number;
  firstError: string | null;
  /** CPU time of this thread (µs): the client's share of the process's CPU. */
  clientCpuMicros: number;
}

function post(agent: Agent, url: URL, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const url = new URL('/graphql', job.url);
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let next = 0;
  const started = performance.now();
  const deadline = started + job.durationMs;
  const client = async () => {
    while (performance.now() < deadline && next < job.maxRequests) {
      const body = job.bodies[next++ % job.bodies.length]!;
      const t0 = performance.now();
      try {
        const { status, text } = await post(agent, url, body);
        latencies.push(performance.now() - t0);
        // A GraphQL error always carries this key; parsing every answer would load the client.
        if (status !== 200 || text.includes('"errors":')) throw new Error(`${status} ${text.slice(0, 400)}`);
      } catch (error) {
        if (errors++ === 0) firstError = String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const cpu = process.threadCpuUsage();
  return { latencies, seconds, errors, firstError, clientCpuMicros: cpu.user + cpu.system };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LoadJob).then(
    (result) => port.postMessage(result),
    (error: unknown) =>
      port.postMessage({ latencies: [], seconds: 0, errors: 1, firstError: String(error), clientCpuMicros: 0 }),
  );
}

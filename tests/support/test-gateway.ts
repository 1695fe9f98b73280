import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { type Config, loadConfig } from '../../gateway/config';
import { createServices, type Services } from '../../gateway/graphql/services';
import { createGatewayYoga } from '../../gateway/graphql/yoga';
import type { Database, Engine } from '../../gateway/store/database';
import { createTestDatabase } from './test-database';

export interface GraphQLResponse<TData = Record<string, any>> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** How a test presents itself: headers, session cookie or bearer token, client address. */
export interface ExecuteOptions {
  headers?: Record<string, string>;
  /** Value of the Cookie header, e.g. `gp_session=…`. */
  cookie?: string;
  /** Session token sent as `Authorization: Bearer …`. */
  bearer?: string;
  /** The client's network address (rate limits); `unknown` when absent. */
  clientAddress?: string;
}

/** The parsed body; `setCookies` (not enumerable, so `toEqual` on results is unchanged) lists the Set-Cookie headers. */
export type ExecuteResult<TData> = GraphQLResponse<TData> & { readonly setCookies: string[] };

const OPTION_KEYS = ['headers', 'cookie', 'bearer', 'clientAddress'];

function isExecuteOptions(value: Record<string, string> | ExecuteOptions | undefined): value is ExecuteOptions {
  return !!value && Object.keys(value).length > 0 && Object.keys(value).every((k) => OPTION_KEYS.includes(k));
}

export interface TestGateway {
  database: Database;
  config: Config;
  /** The gateway's domain services (the admin API's test harness shares them: tests/support/test-admin.ts). */
  services: Services;
  /** Folder the gateway writes e-mails to (a fresh temporary folder unless OUTBOX_DIR is given). */
  outboxDir: string;
  /** Runs one operation in-process through yoga.fetch, no port. The third argument is headers or ExecuteOptions. */
  execute<TData = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headersOrOptions?: Record<string, string> | ExecuteOptions,
  ): Promise<ExecuteResult<TData>>;
  fetch(path: string, init?: RequestInit, clientAddress?: string): Promise<Response>;
  close(): Promise<void>;
}

/** The real Yoga gateway on a fresh database, for API tests. */
export async function createTestGateway(
  options: { engine?: Engine; env?: Record<string, string> } = {},
): Promise<TestGateway> {
  const database = await createTestDatabase(options.engine);
  const outboxDir = options.env?.OUTBOX_DIR ?? mkdtempSync(join(tmpdir(), 'gaadiparts-outbox-'));
  // Every test request comes from one client address, so the anonymous request limits are raised
  // 100-fold here; tests of those limits pass REQUEST_LIMIT_SCALE: '1'.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    WEB_ROOT: '',
    OUTBOX_DIR: outboxDir,
    REQUEST_LIMIT_SCALE: '100',
    // A key of its own, as production requires one (docs/decisions/044).
    STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
    ...options.env,
  });
  const logger = pino({ level: 'silent' });
  const services = createServices(database.db, { config, logger });
  const yoga = createGatewayYoga({ config, database, logger, services });
  const fetch = (path: string, init?: RequestInit, clientAddress?: string) => {
    const serverContext = clientAddress ? { req: { socket: { remoteAddress: clientAddress } } } : {};
    return Promise.resolve(yoga.fetch(new Request(`http://test${path}`, init), serverContext));
  };
  return {
    database,
    config,
    services,
    outboxDir,
    fetch,
    async execute(query, variables, headersOrOptions) {
      const options: ExecuteOptions = isExecuteOptions(headersOrOptions)
        ? headersOrOptions
        : { headers: headersOrOptions };
      const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
      if (options.cookie) headers.cookie = options.cookie;
      if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
      const response = await fetch(
        '/graphql',
        { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
        options.clientAddress,
      );
      const result = (await response.json()) as GraphQLResponse<any>;
      return Object.defineProperty(result, 'setCookies', {
        value: response.headers.getSetCookie(),
        enumerable: false,
      }) as ExecuteResult<any>;
    },
    async close() {
      await yoga.dispose();
      await database.close();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { pino } from 'pino';
import { type Config, loadConfig } from '../../gateway/config';
import { createServices, type Services } from '../../gateway/graphql/services';
import { createGatewayYoga } from '../../gateway/graphql/yoga';
import type { Database, Engine } from '../../gateway/store/database';
import { operationText } from './graphql';
import { createTestDatabase } from './test-database';

export interface GraphQLResponse<TData> {
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

/** Variables of a typed operation; optional when it has none. */
export type OperationVariables = Record<string, unknown>;

/** What an unchecked operation answers: its shape is the test's to check. */
export type RawData = Record<string, any>;

/**
 * The data of a typed operation as a test reads it: nullable fields typed as present. A test asserts
 * on what it reads, so an unexpected null fails its own expectation at run time; a renamed or removed
 * field, argument or variable fails codegen or tsc.
 */
export type Answered<T> = T extends null
  ? never
  : T extends readonly (infer U)[]
    ? Answered<U>[]
    : T extends object
      ? { [K in keyof T]: Answered<T[K]> }
      : T;

/** The data of an answer that must have no errors: throws with the errors when it has some. */
export function dataOf<TData>(result: GraphQLResponse<TData>): TData {
  if (result.errors) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data as TData;
}

/** The one root field an operation asks for, from an answer that must have no errors. */
export function rootField<TData extends object>(result: GraphQLResponse<TData>): TData[keyof TData] {
  const fields = Object.values(dataOf(result)) as TData[keyof TData][];
  if (fields.length !== 1) throw new Error(`Expected one root field, got ${fields.length}`);
  return fields[0]!;
}

/** Runs an operation as the shopper whose session token is `bearer` (none: anonymously), answering its one root field. */
export type AskAs = <TData extends object, TVariables extends OperationVariables>(
  bearer: string | undefined,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => Promise<Answered<TData>[keyof Answered<TData>]>;

export function askAs(gateway: TestGateway): AskAs {
  return async (bearer, document, variables) =>
    rootField(await gateway.execute(document, variables, bearer ? { bearer } : undefined));
}

/**
 * The parsed body; `setCookies` lists the Set-Cookie headers and `status` is the HTTP status (both not
 * enumerable, so `toEqual` on results is unchanged).
 */
export type ExecuteResult<TData> = GraphQLResponse<TData> & { readonly setCookies: string[]; readonly status: number };

/** A harness's answer to one operation: the parsed body with the response's cookies and status. */
export async function executeResult(response: Response): Promise<ExecuteResult<any>> {
  const result = (await response.json()) as GraphQLResponse<any>;
  return Object.defineProperties(result, {
    setCookies: { value: response.headers.getSetCookie(), enumerable: false },
    status: { value: response.status, enumerable: false },
  }) as ExecuteResult<any>;
}

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
  /**
   * Runs one operation in-process through yoga.fetch, no port: a document from `graphql(…)`
   * (tests/support/graphql.ts), whose data and variables types codegen wrote. The third argument is
   * headers or ExecuteOptions.
   */
  execute<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    headersOrOptions?: Record<string, string> | ExecuteOptions,
  ): Promise<ExecuteResult<Answered<TData>>>;
  /**
   * Sends `query` as written, unchecked and untyped: only for operations that are invalid on purpose
   * (syntax errors, unknown fields or arguments, over-deep or oversized queries, wrong variables) and
   * for operations written at run time from the schema (the admin role matrix's samples).
   */
  executeRaw(
    query: string,
    variables?: Record<string, unknown>,
    headersOrOptions?: Record<string, string> | ExecuteOptions,
  ): Promise<ExecuteResult<RawData>>;
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
    execute(document, variables, headersOrOptions) {
      return send(operationText(document), variables, headersOrOptions);
    },
    executeRaw: send,
    async close() {
      await yoga.dispose();
      await database.close();
    },
  };
  async function send(
    query: string,
    variables?: Record<string, unknown>,
    headersOrOptions?: Record<string, string> | ExecuteOptions,
  ) {
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
    return executeResult(response);
  }
}

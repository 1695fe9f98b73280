import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { operationText } from './graphql';
import { pino } from 'pino';
import { ADMIN_GRAPHQL_PATH, createAdminYoga } from '../../gateway/admin/admin-yoga';
import { createStaffSessions } from '../../gateway/admin/staff/staff-sessions';
import type { StaffRole } from '../../gateway/admin/staff/staff-roles';
import { STAFF_COOKIE } from '../../gateway/admin/staff/staff-session-cookie';
import type { Engine } from '../../gateway/store/database';
import {
  type Answered,
  createTestGateway,
  type ExecuteResult,
  executeResult,
  type OperationVariables,
  type RawData,
  rootField,
  type TestGateway,
} from './test-gateway';

export interface AdminCaller {
  /** Value of the Cookie header (a staff session, a shopper's session, or none). */
  cookie?: string;
  clientAddress?: string;
  headers?: Record<string, string>;
}

export interface TestAdmin {
  /** The shop's API (same database and services). */
  shop: TestGateway;
  /** Runs one operation against /admin/graphql in-process: a document from `adminGraphql(…)` (tests/support/graphql.ts). */
  execute<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    as?: AdminCaller,
  ): Promise<ExecuteResult<Answered<TData>>>;
  /** Sends `query` unchecked and untyped: see TestGateway.executeRaw for when. */
  executeRaw(query: string, variables?: Record<string, unknown>, as?: AdminCaller): Promise<ExecuteResult<RawData>>;
  fetch(path: string, init?: RequestInit, clientAddress?: string): Promise<Response>;
  /** A staff member of `role` with a signed-in session: the cookie to send. */
  staffCookie(role: StaffRole, email?: string): Promise<string>;
  close(): Promise<void>;
}

/** Runs an admin operation with the staff session `cookie`, answering its one root field (errors fail). */
export type AskAsStaff = <TData extends object, TVariables extends OperationVariables>(
  cookie: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => Promise<Answered<TData>[keyof Answered<TData>]>;

export function askAsStaff(admin: TestAdmin): AskAsStaff {
  return async (cookie, document, variables) => rootField(await admin.execute(document, variables, { cookie }));
}

let counter = 0;

/** The shop's gateway and the admin API on one fresh database, sharing their services like `npm start`. */
export async function createTestAdmin(
  options: { engine?: Engine; env?: Record<string, string> } = {},
): Promise<TestAdmin> {
  const shop = await createTestGateway(options);
  const logger = pino({ level: 'silent' });
  const yoga = createAdminYoga({ config: shop.config, database: shop.database, logger, services: shop.services });
  const sessions = createStaffSessions(shop.database.db);
  const fetch = (path: string, init?: RequestInit, clientAddress?: string) => {
    const serverContext = clientAddress ? { req: { socket: { remoteAddress: clientAddress } } } : {};
    return Promise.resolve(yoga.fetch(new Request(`http://test${path}`, init), serverContext));
  };
  return {
    shop,
    fetch,
    execute(document, variables, as) {
      return send(operationText(document), variables, as);
    },
    executeRaw: send,
    async staffCookie(role, email = `${role.toLowerCase()}-${++counter}@gaadiparts.test`) {
      const { id } = await shop.database.db
        .insertInto('staff')
        .values({ email, name: role, role })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { token } = await sessions.create(id);
      return `${STAFF_COOKIE}=${token}`;
    },
    async close() {
      await yoga.dispose();
      await shop.close();
    },
  };
  async function send(query: string, variables?: Record<string, unknown>, as: AdminCaller = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...as.headers };
    if (as.cookie) headers.cookie = as.cookie;
    const response = await fetch(
      ADMIN_GRAPHQL_PATH,
      { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
      as.clientAddress,
    );
    return executeResult(response);
  }
}

/** The session cookie a response set (`name=value`), for the next request. */
export function cookieFrom(setCookies: string[], name = STAFF_COOKIE): string | undefined {
  const found = setCookies.find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return found?.split(';')[0];
}

import { createYoga, type Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { compressedGraphiQL } from '../graphql/graphiql';
import { ADMIN_LIST_SIZES } from '../graphql/limits/list-sizes';
import { securityPlugins } from '../graphql/plugins';
import type { Services } from '../graphql/services';
import { commonYogaOptions, currentRequestId, requestScopePlugin } from '../graphql/yoga-common';
import type { Database } from '../store/database';
import type { AdminContext } from './admin-context';
import { buildAdminSchema } from './admin-schema';
import { MAX_CSV_BYTES } from './catalogue/product-csv';
import { orderDocumentsPlugin } from './orders/order-documents.route';
import { type AdminServices, createAdminServices } from './admin-services';
import { authenticateStaff, type StaffRequestAuth } from './staff/staff-request-auth';

export const ADMIN_GRAPHQL_PATH = '/admin/graphql';

export interface AdminYogaDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The shop's services (shared: one mailer, one set of rate limits and caches per process). */
  services: Services;
}

/** Every operation of a (batched) request gets its own auth; the response carries all their cookies. */
const pending = new WeakMap<Request, StaffRequestAuth[]>();

function staffCookiePlugin(): Plugin {
  return {
    onResponse({ request, response }) {
      const cookies = pending.get(request)?.flatMap((auth) => auth.responseCookies) ?? [];
      for (const cookie of cookies) response.headers.append('set-cookie', cookie);
      // Nothing the back office answers is for a shared cache.
      response.headers.set('cache-control', 'no-store');
    },
  };
}

/**
 * The back office's GraphQL endpoint (docs/decisions/031): its own schema and Yoga instance at
 * /admin/graphql, the shop's limits (depth, aliases, tokens, cost with its own list sizes, body
 * size, CSRF), introspection and GraphiQL only when GRAPHIQL is on, no cross-origin access, and
 * the staff session from its own cookie.
 */
export function createAdminYoga({ config, database, logger, services }: AdminYogaDeps) {
  const admin: AdminServices = createAdminServices(database.db, services, { config, logger });
  return createYoga<object, AdminContext>({
    schema: buildAdminSchema(),
    graphqlEndpoint: ADMIN_GRAPHQL_PATH,
    ...commonYogaOptions(logger, 'unexpected error while executing an admin operation'),
    graphiql: !config.graphiql ? false : { title: 'GaadiParts back office API', defaultQuery: '{ me { email role } }' },
    // Same origin only: the back office is served by this gateway.
    cors: false,
    plugins: [
      requestScopePlugin(),
      // Bodies may carry a product CSV or picture (multipart): the largest file the catalogue
      // takes plus room for the operation; larger bodies are refused by their length, unread.
      ...securityPlugins(!config.graphiql, config.expensiveOperations, ADMIN_LIST_SIZES, MAX_CSV_BYTES + 1_000_000),
      compressedGraphiQL(),
      staffCookiePlugin(),
      orderDocumentsPlugin({
        invoices: services.invoices,
        sessions: admin.sessions,
        trustProxyHops: config.trustProxyHops,
      }),
    ],
    context: async ({ request, ...serverContext }): Promise<AdminContext> => {
      const requestId = currentRequestId(request);
      const { staff, auth } = await authenticateStaff(admin.sessions, request, serverContext, config.trustProxyHops);
      pending.set(request, [...(pending.get(request) ?? []), auth]);
      return {
        requestId,
        logger: logger.child({ requestId, staff: staff?.id }),
        config,
        db: database.db,
        services,
        admin,
        staff,
        auth,
        deadline: Date.now() + config.requestTimeBudgetMs,
      };
    },
  });
}

export type AdminYoga = ReturnType<typeof createAdminYoga>;

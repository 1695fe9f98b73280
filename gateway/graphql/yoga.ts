import { randomUUID } from 'node:crypto';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GraphQLError } from 'graphql';
import { createGraphQLError, createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { authenticate, sessionCookiePlugin } from '../accounts/request-auth';
import type { Config } from '../config';
import { invoicePdfPlugin } from '../invoices/invoice-pdf.route';
import { requestScope } from '../logger';
import type { Database } from '../store/database';
import type { GatewayContext } from './context';
import { OPERATION_LIMITS, securityPlugins } from './plugins';
import { buildSchema } from './schema';
import { compressedGraphiQL } from './graphiql';
import { createServices, type Services } from './services';
import { contentLanguagePlugin, requestLanguage } from '../translations/content-language';

export interface YogaDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The domain services; built here when not given (the gateway shares them with the admin API). */
  services?: Services;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

export function requestIdOf(header: string | null): string {
  return header && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The GraphQL endpoint: schema, per-request context, error masking and security limits. */
export function createGatewayYoga({ config, database, logger, ...given }: YogaDeps) {
  const services = given.services ?? createServices(database.db, { config, logger });
  // Load the facet index ahead of the first list (tests leave it to the first list, so that what
  // a request reads does not depend on timing); if this fails, the first list tries again.
  if (config.nodeEnv !== 'test')
    services.facetIndex?.warm().catch((err: unknown) => logger.warn({ err }, 'facet index not loaded yet'));
  return createYoga<object, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: {
      debug: (...args) => logger.debug({ yoga: args }),
      info: (...args) => logger.info({ yoga: args }),
      warn: (...args) => logger.warn({ yoga: args }),
      error: (...args) => logger.error({ yoga: args }),
    },
    graphiql: !config.graphiql ? false : { title: 'GaadiParts API', defaultQuery: '{ shop { name } }' },
    renderGraphiQL,
    batching: { limit: OPERATION_LIMITS.maxBatch },
    // Limited by bodySizeLimit (plugins.ts) instead, which reads a body with a length as it is.
    maxRequestBodySize: false,
    cors: { origin: '*', credentials: false, methods: ['GET', 'POST'] },
    maskedErrors: {
      isDev: false,
      maskError(error, message) {
        // Errors the gateway raised on purpose (validation, limits, bad input) pass unchanged.
        if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError))
          return error;

        logger.error({ err: error }, 'unexpected error while executing an operation');
        const requestId = requestScope.getStore()?.requestId;
        return createGraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } });
      },
    },
    plugins: [
      {
        // In-process callers (tests, yoga.fetch) have no HTTP server to open the request scope.
        onRequest({ request }) {
          if (!requestScope.getStore())
            requestScope.enterWith({ requestId: requestIdOf(request.headers.get('x-request-id')) });
        },
      },
      // GET /orders/<token>/invoice.pdf (and credit-note.pdf), before the GraphQL-only plugins.
      invoicePdfPlugin(services.invoices),
      // Introspection and field suggestions go with GraphiQL (GRAPHIQL, docs/decisions/029).
      ...securityPlugins(!config.graphiql, config.expensiveOperations),
      compressedGraphiQL(),
      contentLanguagePlugin(),
      sessionCookiePlugin(async () => {
        await Promise.all([services.accountJobs.idle(), services.stockNoticeJobs.idle()]);
        await Promise.all([services.rateLimits.close(), services.requestLimits.close()]);
      }),
    ],
    context: async ({ request, ...serverContext }): Promise<GatewayContext> => {
      const requestId = requestScope.getStore()?.requestId ?? requestIdOf(request.headers.get('x-request-id'));
      const { viewer, auth } = await authenticate(services.sessions, request, serverContext, config.trustProxyHops);
      const deadline = Date.now() + config.requestTimeBudgetMs;
      return {
        requestId,
        logger: logger.child({ requestId }),
        config,
        db: database.db,
        services,
        viewer,
        auth,
        deadline,
        language: requestLanguage(request),
      };
    },
  });
}

export type GatewayYoga = ReturnType<typeof createGatewayYoga>;

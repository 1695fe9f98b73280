import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { authenticate, sessionCookiePlugin } from '../accounts/request-auth';
import type { Config } from '../config';
import { invoicePdfPlugin } from '../invoices/invoice-pdf.route';
import type { Database } from '../store/database';
import type { GatewayContext } from './context';
import { securityPlugins } from './plugins';
import { buildSchema } from './schema';
import { compressedGraphiQL } from './graphiql';
import { createServices, type Services } from './services';
import { commonYogaOptions, currentRequestId, requestScopePlugin } from './yoga-common';
import { contentLanguagePlugin, requestLanguage } from '../translations/content-language';

export interface YogaDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The domain services; built here when not given (the gateway shares them with the admin API). */
  services?: Services;
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
    ...commonYogaOptions(logger, 'unexpected error while executing an operation'),
    graphiql: !config.graphiql ? false : { title: 'GaadiParts API', defaultQuery: '{ shop { name } }' },
    cors: { origin: '*', credentials: false, methods: ['GET', 'POST'] },
    plugins: [
      requestScopePlugin(),
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
      const requestId = currentRequestId(request);
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

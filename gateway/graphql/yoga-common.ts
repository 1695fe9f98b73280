/**
 * What the shop's Yoga instance (/graphql, yoga.ts) and the back office's (/admin/graphql,
 * admin/admin-yoga.ts) do alike: request ids, logging through the gateway's logger, batching, and
 * masking every error the gateway did not raise on purpose.
 */
import { randomUUID } from 'node:crypto';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { requestScope } from '../logger';
import { OPERATION_LIMITS } from './plugins';

const REQUEST_ID = /^[\w-]{8,64}$/;

export function requestIdOf(header: string | null): string {
  return header && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The request's id: the HTTP server's request scope, or the request's own header (in-process callers). */
export function currentRequestId(request: Request): string {
  return requestScope.getStore()?.requestId ?? requestIdOf(request.headers.get('x-request-id'));
}

/**
 * Options both instances share. `unexpected` is the log message of an error the gateway did not
 * raise on purpose; the caller sees it masked with the request id.
 */
export function commonYogaOptions(logger: Logger, unexpected: string) {
  return {
    landingPage: false,
    logging: {
      debug: (...args: unknown[]) => logger.debug({ yoga: args }),
      info: (...args: unknown[]) => logger.info({ yoga: args }),
      warn: (...args: unknown[]) => logger.warn({ yoga: args }),
      error: (...args: unknown[]) => logger.error({ yoga: args }),
    },
    renderGraphiQL,
    batching: { limit: OPERATION_LIMITS.maxBatch },
    // Limited by bodySizeLimit (plugins.ts) instead, which reads a body with a length as it is.
    maxRequestBodySize: false,
    maskedErrors: {
      isDev: false,
      maskError(error: unknown, message: string) {
        // Errors the gateway raised on purpose (validation, limits, bad input) pass, each with a code.
        if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError))
          return withCode(error);

        logger.error({ err: error }, unexpected);
        const requestId = requestScope.getStore()?.requestId;
        return createGraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } });
      },
    },
  } as const;
}

/** Opens the request scope for in-process callers (tests, yoga.fetch), which have no HTTP server to open it. */
export function requestScopePlugin(): Plugin {
  return {
    onRequest({ request }) {
      if (!requestScope.getStore())
        requestScope.enterWith({ requestId: requestIdOf(request.headers.get('x-request-id')) });
    },
  };
}

/**
 * A request error as a client can act on it: always an `extensions.code` (graphql-js's own
 * variable errors and some of Yoga's request errors come without: a variable of the wrong type is
 * BAD_USER_INPUT, anything else about the request BAD_REQUEST). Changed in place: Yoga logs every
 * error that maskError replaces as unexpected.
 */
function withCode(error: GraphQLError): GraphQLError {
  const extensions = error.extensions as Record<string, unknown>;
  if (typeof extensions.code !== 'string')
    extensions.code = error.message.startsWith('Variable "$') ? 'BAD_USER_INPUT' : 'BAD_REQUEST';
  return error;
}

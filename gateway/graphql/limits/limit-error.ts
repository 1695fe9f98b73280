import { GraphQLError } from 'graphql';

/** Codes of the request-level limits (docs/decisions/027); clients switch on `extensions.code`. */
export type LimitCode =
  | 'MAX_TOKENS_EXCEEDED'
  | 'MAX_NESTING_EXCEEDED'
  | 'MAX_DEPTH_EXCEEDED'
  | 'MAX_ALIASES_EXCEEDED'
  | 'MAX_DIRECTIVES_EXCEEDED'
  | 'QUERY_TOO_COSTLY'
  | 'RESPONSE_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  /** 503: too many expensive operations are waiting for their turn (expensive-gate.ts). */
  | 'SERVER_BUSY';

/**
 * A request refused by a limit: HTTP 400 (GraphQL-over-HTTP: the request is not acceptable as
 * sent), `extensions.code` naming the limit, and a developer message that names it too.
 */
export function limitError(
  code: LimitCode,
  message: string,
  details: Record<string, number> = {},
  status = 400,
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...details, http: { status } } });
}

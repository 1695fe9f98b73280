import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../__generated__/resolvers-types';

/**
 * A bad argument to a query that cannot answer it as data (docs/decisions/003): a GraphQL error
 * with `extensions.code = BAD_USER_INPUT`, `extensions.errorCode` (an ErrorCode the client
 * translates) and `extensions.field` (the argument path). The message is for developers only.
 */
export function badUserInput(
  errorCode: ErrorCode,
  field: string[],
  details: Record<string, number> = {},
): GraphQLError {
  return new GraphQLError(`Invalid argument ${field.join('.')}: ${errorCode}`, {
    extensions: { code: 'BAD_USER_INPUT', errorCode, field, ...details },
  });
}

/** Throws ERROR_FORM_OUT_OF_RANGE for `field` unless `value` is an integer in [min, max]. */
export function checkIntRange(value: number, min: number, max: number, field: string): void {
  if (!Number.isInteger(value) || value < min || value > max) throw badUserInput('ERROR_FORM_OUT_OF_RANGE', [field]);
}

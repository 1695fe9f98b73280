/**
 * The admin API's error model (docs/decisions/003 and 031): expected failures are data
 * (`errors: [UserError!]!`, codes from the admin schema's ErrorCode); a caller without the right
 * session or role gets a GraphQL error with `extensions.code` UNAUTHENTICATED or FORBIDDEN and
 * `extensions.errorCode` (AUTH_REQUIRED, STAFF_FORBIDDEN); a bad argument to a query a
 * BAD_USER_INPUT error with an errorCode. Messages are for developers only.
 */
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../__generated__/admin-types';
import type { UserError as ShopUserError } from '../accounts/user-error';

export type AdminErrorCode = ErrorCode;

export interface AdminError {
  code: ErrorCode;
  field: string[] | null;
}

export function adminError(code: ErrorCode, ...field: string[]): AdminError {
  return { code, field: field.length ? field : null };
}

/**
 * Errors of the shop's services that an admin operation passes on. The admin ErrorCode enum lists
 * each shop code these operations can answer (a test checks the codes named in gateway/admin).
 */
export function fromShopErrors(errors: readonly ShopUserError[]): AdminError[] {
  return errors.map(({ code, field }) => ({ code: code as ErrorCode, field }));
}

export function unauthenticated(): GraphQLError {
  return new GraphQLError('Sign in to the back office first.', {
    extensions: { code: 'UNAUTHENTICATED', errorCode: 'AUTH_REQUIRED', http: { status: 401 } },
  });
}

export function forbidden(operation: string): GraphQLError {
  return new GraphQLError(`Your role may not run ${operation}.`, {
    extensions: { code: 'FORBIDDEN', errorCode: 'STAFF_FORBIDDEN', http: { status: 403 } },
  });
}

/** A bad argument to a query that cannot answer it as data. */
export function adminBadInput(errorCode: ErrorCode, field: string[]): GraphQLError {
  return new GraphQLError(`Invalid argument ${field.join('.')}: ${errorCode}`, {
    extensions: { code: 'BAD_USER_INPUT', errorCode, field },
  });
}

import { badUserInput } from '../graphql/argument-errors';

/** Error codes of the catalogue's arguments (schema: ErrorCode). */
export type CatalogueErrorCode =
  | 'CATALOGUE_UNKNOWN_FILTER'
  | 'CATALOGUE_INVALID_FILTER_VALUE'
  | 'CATALOGUE_INVALID_PAGINATION'
  | 'CATALOGUE_PAGE_NOT_FOUND'
  | 'ERROR_FORM_OUT_OF_RANGE';

/** A bad argument, raised by the pure rule modules; knows nothing of GraphQL. */
export class CatalogueInputError extends Error {
  constructor(
    readonly errorCode: CatalogueErrorCode,
    readonly field: (string | number)[],
    /** More for the client (e.g. `lastPage`), sent beside the code in `extensions`. */
    readonly details: Record<string, number> = {},
  ) {
    super(`Invalid argument ${field.join('.')}: ${errorCode}`);
  }
}

/**
 * Runs `fn`, turning a CatalogueInputError into the GraphQL error of docs/decisions/003:
 * `extensions.code = BAD_USER_INPUT`, `errorCode` and `field`.
 */
export async function withInputErrors<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof CatalogueInputError)) throw error;
    throw badUserInput(error.errorCode, error.field.map(String), error.details);
  }
}

/** Throws ERROR_FORM_OUT_OF_RANGE unless `value` is an integer in [min, max]. */
export function checkLimit(value: number, min: number, max: number, field: (string | number)[]): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new CatalogueInputError('ERROR_FORM_OUT_OF_RANGE', field);
  return value;
}

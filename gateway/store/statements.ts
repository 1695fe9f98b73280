import { type Compilable, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from './schema';

/**
 * A statement that kysely builds with each call's values and runs (its rows). Building it again
 * per call costs the gateway a few µs; building once and swapping the values in (the
 * `precompiled` placeholders this replaced) did not measurably pay (docs/decisions/054).
 */
export function statement<A extends (string | number)[], R>(db: Kysely<DB>, build: (...args: A) => Compilable<R>) {
  return async (...args: A): Promise<R[]> => (await db.executeQuery<R>(build(...args).compile())).rows;
}

/** The largest limit `statementByLimit` writes into a statement. */
export const MAX_WRITTEN_LIMIT = 1000;

/**
 * `statement`, with the statement's LIMIT written into its text: one statement text per limit
 * asked for (callers check limits against the API's bounds). PostgreSQL costs a generic plan for
 * an unknown limit, so a statement whose only value-dependent choice is how many rows it takes
 * would otherwise be planned again on every run; with the limit written in, it keeps a generic
 * plan after five runs (docs/decisions/021).
 */
export function statementByLimit<A extends (string | number)[], R>(
  db: Kysely<DB>,
  build: (limit: RawBuilder<number>, ...args: A) => Compilable<R>,
) {
  return (limit: number, ...args: A): Promise<R[]> => {
    if (!Number.isSafeInteger(limit) || limit < 0 || limit > MAX_WRITTEN_LIMIT) throw new RangeError(`limit ${limit}`);
    return statement(db, (...values: A) => build(sql.lit(limit), ...values))(...args);
  };
}

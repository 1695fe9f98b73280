import { type Compilable, type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from './schema';

/**
 * A statement that kysely builds and compiles once, then runs with each call's values. Building and
 * compiling a product page's two statements took tens of µs per request (docs/decisions/020).
 *
 * `build` receives a placeholder for each argument. It must pass each one into the query as a
 * value (compared with, limited by), never compute with it or branch on it: the placeholders are
 * found among the compiled statement's parameters and replaced by the call's values.
 */
export function precompiled<A extends (string | number)[], R>(db: Kysely<DB>, build: (...args: A) => Compilable<R>) {
  let compiled: { query: CompiledQuery<R>; slots: (number | null)[] } | null = null;
  return async (...args: A): Promise<R[]> => {
    compiled ??= compile(build, args.length);
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, i) => (slots[i] === null ? value : args[slots[i]!]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

function compile<A extends (string | number)[], R>(build: (...args: A) => Compilable<R>, count: number) {
  const marks = Array.from({ length: count }, (_, i) => `\u0000precompiled argument ${i}\u0000`);
  const query = build(...(marks as A)).compile();
  const slots = query.parameters.map((value) => {
    const at = marks.indexOf(value as string);
    return at === -1 ? null : at;
  });
  for (let i = 0; i < count; i++)
    if (!slots.includes(i)) throw new Error(`precompiled: argument ${i} does not reach the statement as a value`);
  return { query, slots };
}

/** The largest limit `precompiledByLimit` writes into a statement. */
export const MAX_WRITTEN_LIMIT = 1000;

/**
 * `precompiled`, with the statement's LIMIT written into its text: one statement per limit asked
 * for (callers check limits against the API's bounds). PostgreSQL costs a generic plan for an
 * unknown limit, so a statement whose only value-dependent choice is how many rows it takes
 * would otherwise be planned again on every run; with the limit written in, it keeps a generic
 * plan after five runs (docs/decisions/021).
 */
export function precompiledByLimit<A extends (string | number)[], R>(
  db: Kysely<DB>,
  build: (limit: RawBuilder<number>, ...args: A) => Compilable<R>,
) {
  const statements = new Map<number, (...args: A) => Promise<R[]>>();
  return (limit: number, ...args: A): Promise<R[]> => {
    let statement = statements.get(limit);
    if (!statement) {
      if (!Number.isSafeInteger(limit) || limit < 0 || limit > MAX_WRITTEN_LIMIT)
        throw new RangeError(`limit ${limit}`);
      statement = precompiled(db, (...values: A) => build(sql.lit(limit), ...values));
      statements.set(limit, statement);
    }
    return statement(...args);
  };
}

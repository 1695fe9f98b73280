import { type Compilable, type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from './schema';

/** How `statements` makes its statements (STATEMENT_BUILD_ONCE, docs/decisions/054). */
export interface StatementOptions {
  /**
   * On (the default, and the tests' default path): each statement is built and compiled once, with
   * a placeholder per argument, and run with each call's values swapped in. Off: kysely builds and
   * compiles it again on every call. Building once saves the gateway thread 0.1 ms per search
   * suggestion and 0.15 ms per product page at 100k products (measured in decision 054).
   */
  buildOnce?: boolean;
}

/** The largest limit `statementByLimit` writes into a statement. */
export const MAX_WRITTEN_LIMIT = 1000;

/**
 * Statements that kysely builds from a function of the call's values. `build` receives a value
 * per argument and must pass each into the query as a value (compared with, limited by), never
 * compute with it or branch on it: built once, the arguments are placeholders that are found among
 * the compiled statement's parameters and replaced by each call's values.
 */
export function statements(db: Kysely<DB>, { buildOnce = true }: StatementOptions = {}) {
  function statement<A extends (string | number)[], R>(build: (...args: A) => Compilable<R>) {
    if (!buildOnce)
      return async (...args: A): Promise<R[]> => (await db.executeQuery<R>(build(...args).compile())).rows;
    let compiled: { query: CompiledQuery<R>; slots: (number | null)[] } | null = null;
    return async (...args: A): Promise<R[]> => {
      compiled ??= compileOnce(build, args.length);
      const { query, slots } = compiled;
      const parameters = query.parameters.map((value, i) => (slots[i] === null ? value : args[slots[i]!]));
      return (await db.executeQuery<R>({ ...query, parameters })).rows;
    };
  }

  /**
   * `statement`, with the statement's LIMIT written into its text: one statement per limit asked
   * for (callers check limits against the API's bounds). PostgreSQL costs a generic plan for an
   * unknown limit, so a statement whose only value-dependent choice is how many rows it takes
   * would otherwise be planned again on every run; with the limit written in, it keeps a generic
   * plan after five runs (docs/decisions/021).
   */
  function statementByLimit<A extends (string | number)[], R>(
    build: (limit: RawBuilder<number>, ...args: A) => Compilable<R>,
  ) {
    const byLimit = new Map<number, (...args: A) => Promise<R[]>>();
    return (limit: number, ...args: A): Promise<R[]> => {
      let run = byLimit.get(limit);
      if (!run) {
        if (!Number.isSafeInteger(limit) || limit < 0 || limit > MAX_WRITTEN_LIMIT)
          throw new RangeError(`limit ${limit}`);
        run = statement((...values: A) => build(sql.lit(limit), ...values));
        byLimit.set(limit, run);
      }
      return run(...args);
    };
  }

  return { statement, statementByLimit };
}

export type Statements = ReturnType<typeof statements>;

function compileOnce<A extends (string | number)[], R>(build: (...args: A) => Compilable<R>, count: number) {
  const marks = Array.from({ length: count }, (_, i) => `\u0000statement argument ${i}\u0000`);
  const query = build(...(marks as A)).compile();
  const slots = query.parameters.map((value) => {
    const at = marks.indexOf(value as string);
    return at === -1 ? null : at;
  });
  for (let i = 0; i < count; i++)
    if (!slots.includes(i)) throw new Error(`statement: argument ${i} does not reach the statement as a value`);
  return { query, slots };
}

import type { Compilable, CompiledQuery, Kysely } from 'kysely';
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

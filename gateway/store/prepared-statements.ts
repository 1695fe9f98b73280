import { createHash } from 'node:crypto';
import pg from 'pg';

/** How many statements one connection prepares at most; later ones run unnamed (planned each time). */
export const MAX_PREPARED_PER_CONNECTION = 256;
/** How many distinct statement texts one connection remembers having seen once. */
const MAX_SEEN_PER_CONNECTION = 1024;

/** PostgreSQL's error when a prepared statement's result columns changed (a migration altered a table). */
function isResultTypeChange(error: unknown) {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/**
 * A pg client that runs a statement with parameters as a named prepared statement from its second
 * use on this connection (docs/decisions/019-prepared-statements.md). An unnamed statement is
 * parsed, analysed and planned on every run; a prepared one is parsed once, and PostgreSQL's plan
 * cache switches it to a generic plan when that costs no more than the custom ones (plan_cache_mode).
 *
 * - Only statements with parameters: those are the ones the gateway repeats with new values.
 * - Bounded: at most MAX_PREPARED_PER_CONNECTION names per connection, because texts differ with
 *   the length of `in (…)` lists; once there are that many, statements run unnamed.
 * - After a migration changes a table's columns, PostgreSQL refuses a statement prepared before it
 *   (`select *`) once. The client then starts a new generation of names, so that statement and
 *   every other one are prepared again from their next use.
 */
export class PreparingClient extends pg.Client {
  #seen = new Set<string>();
  #names = new Map<string, string>();
  #prepared = 0;
  #generation = 0;

  override query(config: unknown, values?: unknown, callback?: unknown): any {
    const run = super.query.bind(this) as (...args: unknown[]) => any;
    const name =
      typeof config === 'string' && Array.isArray(values) && values.length > 0 ? this.#nameFor(config) : null;
    if (name === null) return run(config, values, callback);
    const statement = { name, text: config, values };
    if (typeof callback === 'function') {
      return run(statement, (error: unknown, result: unknown) => {
        if (isResultTypeChange(error)) this.#renew();
        callback(error, result);
      });
    }
    return run(statement).catch((error: unknown) => {
      if (isResultTypeChange(error)) this.#renew();
      throw error;
    });
  }

  /** The statement's name on this connection, or null to run it unnamed. */
  #nameFor(text: string): string | null {
    const known = this.#names.get(text);
    if (known !== undefined) return known;
    if (this.#prepared >= MAX_PREPARED_PER_CONNECTION) return null;
    if (!this.#seen.has(text)) {
      if (this.#seen.size >= MAX_SEEN_PER_CONNECTION) this.#seen.clear();
      this.#seen.add(text);
      return null;
    }
    this.#seen.delete(text);
    this.#prepared += 1;
    const name = `s${this.#generation}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    this.#names.set(text, name);
    return name;
  }

  /** Forgets every name, so each statement is prepared again under a new one. */
  #renew() {
    this.#generation += 1;
    this.#names.clear();
  }

  /** How many statements this connection has prepared (for tests). */
  get preparedCount() {
    return this.#prepared;
  }
}

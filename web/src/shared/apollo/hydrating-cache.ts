import { type Cache, InMemoryCache, type OperationVariables, type Reference } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { answerKey, type ServerAnswers } from './answer-cache';
import { POSSIBLE_TYPES } from './possible-types';

interface Served {
  query: DocumentNode;
  variables: OperationVariables | undefined;
  result: unknown;
}

/**
 * The browser's cache (Apollo's normalised `InMemoryCache`), which also holds the answers a
 * server-rendered page was rendered with (docs/decisions/058). A query that reads the cache with an
 * answer's name and variables gets that answer as it came, so the page hydrates with exactly the
 * data it was rendered with, without normalising it first. The answers served so are written into
 * the normalised cache before the cache first changes (a write, a modify, an eviction, a batch, a
 * garbage collection), before any watching query is told of a change:
 * from then on every query reads the normalised cache as usual, and the change shows in every query
 * that holds the entity. Answers no query took by the end of hydration are forgotten: written
 * later, they could overwrite what the shopper has changed since.
 */
export class HydratingCache extends InMemoryCache {
  private serverAnswers: Map<string, unknown>;
  private served = new Map<string, Served>();

  constructor(answers: ServerAnswers = {}) {
    super({ possibleTypes: POSSIBLE_TYPES });
    this.serverAnswers = new Map(Object.entries(answers));
  }

  /** The page is hydrated: answers no query has taken are dropped. */
  forgetServerAnswers(): void {
    this.serverAnswers.clear();
  }

  override diff<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: Cache.DiffOptions<TData, TVariables>,
  ): Cache.InternalDiffResultWithDataState<TData> {
    const answer = this.answerTo(options.query, options.variables, options.id);
    if (answer !== undefined)
      return {
        result: answer as TData,
        complete: true,
        dataState: 'complete',
      } as Cache.InternalDiffResultWithDataState<TData>;
    // Apollo's own callers (the one overload that gives `dataState`) pass its internal option along.
    return super.diff(options as Parameters<InMemoryCache['diff']>[0]) as Cache.InternalDiffResultWithDataState<TData>;
  }

  override read<TData = unknown>(options: Cache.ReadOptions<TData, OperationVariables>): TData | null {
    const answer = this.answerTo(options.query, options.variables, options.rootId);
    return answer !== undefined ? (answer as TData) : super.read(options);
  }

  override write<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: Cache.WriteOptions<TData, TVariables>,
  ): Reference | undefined {
    this.normaliseServed();
    return super.write(options);
  }

  override modify<Entity extends Record<string, unknown> = Record<string, unknown>>(
    options: Cache.ModifyOptions<Entity>,
  ): boolean {
    this.normaliseServed();
    return super.modify(options);
  }

  override evict(options: Cache.EvictOptions): boolean {
    this.normaliseServed();
    return super.evict(options);
  }

  override batch<TUpdateResult>(options: Cache.BatchOptions<InMemoryCache, TUpdateResult>): TUpdateResult {
    // Before the batch: its writes may go to an optimistic layer, which must not take the answers.
    this.normaliseServed();
    return super.batch(options);
  }

  override gc(options?: Parameters<InMemoryCache['gc']>[0]): string[] {
    this.normaliseServed();
    return super.gc(options);
  }

  override reset(options?: Cache.ResetOptions): Promise<void> {
    this.serverAnswers.clear();
    this.served.clear();
    return super.reset(options);
  }

  override extract(optimistic?: boolean): ReturnType<InMemoryCache['extract']> {
    this.normaliseServed();
    return super.extract(optimistic);
  }

  /** The server's answer to this query, if it has one: served as it came until the cache changes. */
  private answerTo(query: DocumentNode, variables: object | undefined, rootId: string | undefined): unknown {
    if ((this.serverAnswers.size === 0 && this.served.size === 0) || (rootId ?? 'ROOT_QUERY') !== 'ROOT_QUERY')
      return undefined;
    const key = answerKey(query, variables);
    if (key === null) return undefined;
    const served = this.served.get(key);
    if (served) return served.result;
    if (!this.serverAnswers.has(key)) return undefined;
    const result = this.serverAnswers.get(key);
    this.serverAnswers.delete(key);
    this.served.set(key, { query, variables: variables as OperationVariables | undefined, result });
    return result;
  }

  /** Writes the answers served so far into the normalised cache (not broadcast: they are what queries show). */
  private normaliseServed(): void {
    if (this.served.size === 0) return;
    const served = [...this.served.values()];
    this.served.clear();
    for (const { query, variables, result } of served)
      super.write({ dataId: 'ROOT_QUERY', query, ...(variables ? { variables } : {}), result, broadcast: false });
  }
}

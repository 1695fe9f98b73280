import { type Cache, InMemoryCache, type OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { answerKey, type ServerAnswers } from './answer-cache';
import { POSSIBLE_TYPES } from './possible-types';

/**
 * The browser's cache (Apollo's normalised `InMemoryCache`), which also holds the answers a
 * server-rendered page was rendered with (docs/decisions/058): each is written into the cache the
 * first time a query with its name and variables reads the cache, so the page hydrates with the
 * data it was rendered with and only the answers the page uses are normalised. Once the page is
 * hydrated the answers no query took are forgotten: written later, they could overwrite what the
 * shopper has changed since.
 */
export class HydratingCache extends InMemoryCache {
  private serverAnswers: Map<string, unknown>;

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
    this.take(options.query, options.variables, options.id);
    // Apollo's own callers (the one overload that gives `dataState`) pass its internal option along.
    return super.diff(options as Parameters<InMemoryCache['diff']>[0]) as Cache.InternalDiffResultWithDataState<TData>;
  }

  override read<TData = unknown>(options: Cache.ReadOptions<TData, OperationVariables>): TData | null {
    this.take(options.query, options.variables, options.rootId);
    return super.read(options);
  }

  /** Writes the server's answer to this query, if there is one not yet taken. */
  private take(query: DocumentNode, variables: object | undefined, rootId: string | undefined): void {
    if (this.serverAnswers.size === 0 || (rootId ?? 'ROOT_QUERY') !== 'ROOT_QUERY') return;
    const key = answerKey(query, variables);
    if (key === null || !this.serverAnswers.has(key)) return;
    const result = this.serverAnswers.get(key);
    this.serverAnswers.delete(key);
    // Not broadcast: the page's queries read it as they render.
    this.write({ dataId: 'ROOT_QUERY', query, variables: variables as OperationVariables, result, broadcast: false });
  }
}

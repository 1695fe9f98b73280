import { ApolloCache, type Cache, MissingFieldError, type Reference, type Transaction } from '@apollo/client';
import { addTypenameToDocument, canonicalStringify, DocumentTransform } from '@apollo/client/utilities';
import type { DocumentNode, FragmentDefinitionNode, InlineFragmentNode } from 'graphql';
import { POSSIBLE_TYPES } from './possible-types';

/**
 * The answers a server render was rendered with, as they came from the API, by operation name and
 * variables: what the page's state carries to the browser, which files them into its normalised
 * cache as its queries first ask for them (`HydratingCache`, docs/decisions/058).
 */
export type ServerAnswers = Record<string, unknown>;

/** The key of an operation's answer: its name and its variables, canonically ordered. */
export function answerKey(query: DocumentNode, variables: object | undefined): string | null {
  for (const definition of query.definitions)
    if (definition.kind === 'OperationDefinition')
      return definition.name ? `${definition.name.value}${canonicalStringify(variables ?? {})}` : null;
  return null;
}

// One for the process, so each document is transformed once, not once per render's client.
const withTypenames = new DocumentTransform(addTypenameToDocument);

/**
 * A server render's cache (docs/decisions/058): it keeps each query's answer whole, by operation
 * name and variables, and gives it back to the same query, instead of normalising every answer
 * into entities and reading them back as `InMemoryCache` does. A server render only ever asks a
 * query it has preloaded (a query it has not is "late" and fetched, as before), so nothing is lost;
 * the normalising is left to the browser, once, for the answers it uses. Asks for `__typename`
 * everywhere as `InMemoryCache` does, so the browser can normalise the answers.
 */
export class AnswerCache extends ApolloCache {
  private answers = new Map<string, unknown>();
  private watches = new Set<Cache.WatchOptions>();
  private misses = new Map<string | null, MissingFieldError>();

  override transformDocument(document: DocumentNode): DocumentNode {
    return withTypenames.transformDocument(document);
  }

  override read<TData>(options: Cache.ReadOptions<TData>): TData | null {
    const { result, complete } = this.diff<TData>({
      ...options,
      ...(options.rootId ? { id: options.rootId } : {}),
      returnPartialData: true,
    });
    return complete ? result : null;
  }

  override write(options: Cache.WriteOptions): Reference | undefined {
    const key = (options.dataId ?? 'ROOT_QUERY') === 'ROOT_QUERY' ? answerKey(options.query, options.variables) : null;
    if (key === null) return undefined;
    this.answers.set(key, options.result);
    if (options.broadcast !== false)
      for (const watch of this.watches)
        if (answerKey(watch.query, watch.variables) === key) watch.callback(this.diff(watch));
    return { __ref: 'ROOT_QUERY' };
  }

  override diff<TData>(options: Cache.DiffOptions<TData>): Cache.DiffResult<TData> {
    const key = (options.id ?? 'ROOT_QUERY') === 'ROOT_QUERY' ? answerKey(options.query, options.variables) : null;
    if (key !== null && this.answers.has(key))
      return { result: this.answers.get(key) as TData, complete: true } as Cache.DiffResult<TData>;
    return { result: null, complete: false, missing: this.missing(key, options) } as Cache.DiffResult<TData>;
  }

  /** What a query without an answer misses: one error per query and variables (an Error is costly to make). */
  private missing(key: string | null, { query, variables }: Cache.DiffOptions): MissingFieldError {
    const known = this.misses.get(key);
    if (known) return known;
    const made = new MissingFieldError(`No answer for ${key ?? 'this query'} in this render`, [], query, variables);
    this.misses.set(key, made);
    return made;
  }

  override watch<TData>(watch: Cache.WatchOptions<TData>): () => void {
    const own = watch as Cache.WatchOptions;
    this.watches.add(own);
    return () => this.watches.delete(own);
  }

  override reset(): Promise<void> {
    this.answers.clear();
    return Promise.resolve();
  }

  override evict(): boolean {
    return false;
  }

  override restore(answers: ServerAnswers): this {
    this.answers = new Map(Object.entries(answers));
    return this;
  }

  override extract(): ServerAnswers {
    return Object.fromEntries(this.answers);
  }

  override removeOptimistic(): void {}

  override performTransaction(transaction: Transaction): void {
    transaction(this);
  }

  override fragmentMatches(fragment: InlineFragmentNode | FragmentDefinitionNode, typename: string): boolean {
    const condition = fragment.typeCondition?.name.value;
    return !condition || condition === typename || (POSSIBLE_TYPES[condition]?.includes(typename) ?? false);
  }
}

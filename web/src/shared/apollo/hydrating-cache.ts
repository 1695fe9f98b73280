import { type Cache, InMemoryCache, type OperationVariables, type Reference, type StoreObject } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { answerKey, type ServerAnswers } from './answer-cache';
import { POSSIBLE_TYPES } from './possible-types';

interface Served {
  query: DocumentNode;
  variables: OperationVariables | undefined;
  result: unknown;
}

/** What an answer holds: its root fields (by name; null: any, a fragment at the root) and its entities' ids. */
interface Holds {
  rootFields: Set<string> | null;
  ids: Set<string>;
}

/**
 * The browser's cache (Apollo's normalised `InMemoryCache`), which also holds the answers a
 * server-rendered page was rendered with (docs/decisions/058). A query that reads the cache with an
 * answer's name and variables gets that answer as it came, so the page hydrates with exactly the
 * data it was rendered with, without normalising it first. The answers served so are written into
 * the normalised cache only when a change touches what they hold (a write to one of their root
 * fields or entities, a modify or eviction of one, an optimistic batch, a garbage collection), so a
 * page whose answers nothing changes never normalises them: the shopper's cart, garage and session
 * arriving after hydration touch none of a list's products. From then on the queries read the
 * normalised cache as usual, and the change shows in every query that holds the entity. Answers
 * no query took by the end of hydration are forgotten: written later, they could overwrite what
 * the shopper has changed since.
 */
export class HydratingCache extends InMemoryCache {
  private serverAnswers: Map<string, unknown>;
  private served = new Map<string, Served>();
  /** What the served answers hold, worked out when first needed. */
  private holds: Holds | null = null;

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
    if (answer !== undefined) {
      // Read the normalised cache too (its root fields only, missing: cheap), so that a watching
      // query's remembered result depends on them and is read again once the answer is written.
      super.diff({ ...options, returnPartialData: true } as Parameters<InMemoryCache['diff']>[0]);
      return {
        result: answer as TData,
        complete: true,
        dataState: 'complete',
      } as Cache.InternalDiffResultWithDataState<TData>;
    }
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
    if (this.served.size > 0) {
      const dataId = options.dataId ?? 'ROOT_QUERY';
      const ids = this.idsIn(options.result);
      if (dataId !== 'ROOT_QUERY') ids.add(dataId);
      if (this.touchesServed(dataId === 'ROOT_QUERY' ? rootFieldsOf(options.query) : new Set(), ids))
        this.normaliseServed();
    }
    return super.write(options);
  }

  override modify<Entity extends Record<string, unknown> = Record<string, unknown>>(
    options: Cache.ModifyOptions<Entity>,
  ): boolean {
    if (this.touchesEntity(options.id)) this.normaliseServed();
    return super.modify(options);
  }

  override evict(options: Cache.EvictOptions): boolean {
    if (this.touchesEntity(options.id)) this.normaliseServed();
    return super.evict(options);
  }

  override batch<TUpdateResult>(options: Cache.BatchOptions<InMemoryCache, TUpdateResult>): TUpdateResult {
    // Before an optimistic batch: its writes go to a layer, which must not take the answers. Other
    // batches (each network answer's) write to the cache itself, each write checked as it comes.
    if (typeof options.optimistic === 'string') this.normaliseServed();
    return super.batch(options);
  }

  override gc(options?: Parameters<InMemoryCache['gc']>[0]): string[] {
    this.normaliseServed();
    return super.gc(options);
  }

  override reset(options?: Cache.ResetOptions): Promise<void> {
    this.serverAnswers.clear();
    this.served.clear();
    this.holds = null;
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
    this.holds = null;
    return result;
  }

  /** Whether changing this entity (or the root, when none is named) touches what a served answer holds. */
  private touchesEntity(id: string | undefined): boolean {
    return this.touchesServed(id === undefined || id === 'ROOT_QUERY' ? null : new Set(), new Set(id ? [id] : []));
  }

  /** Whether a change to these root fields (null: any) or entities touches what a served answer holds. */
  private touchesServed(rootFields: Set<string> | null, ids: Set<string>): boolean {
    if (this.served.size === 0) return false;
    const holds = (this.holds ??= this.heldByServed());
    if (ids.has('ROOT_QUERY') || rootFields === null || holds.rootFields === null) return true;
    for (const field of rootFields) if (holds.rootFields.has(field)) return true;
    for (const id of ids) if (holds.ids.has(id)) return true;
    return false;
  }

  private heldByServed(): Holds {
    const holds: Holds = { rootFields: new Set(), ids: new Set() };
    for (const { query, result } of this.served.values()) {
      const fields = rootFieldsOf(query);
      if (fields === null || holds.rootFields === null) holds.rootFields = null;
      else for (const field of fields) holds.rootFields.add(field);
      for (const id of this.idsIn(result)) holds.ids.add(id);
    }
    return holds;
  }

  /** The ids of the entities in an answer (as the cache identifies them). */
  private idsIn(value: unknown, ids = new Set<string>()): Set<string> {
    if (Array.isArray(value)) for (const item of value) this.idsIn(item, ids);
    else if (value && typeof value === 'object') {
      const id = '__typename' in value ? this.identify(value as StoreObject) : undefined;
      if (id) ids.add(id);
      for (const field of Object.values(value)) this.idsIn(field, ids);
    }
    return ids;
  }

  /** Writes the answers served so far into the normalised cache (not broadcast: they are what queries show). */
  private normaliseServed(): void {
    if (this.served.size === 0) return;
    const served = [...this.served.values()];
    this.served.clear();
    this.holds = null;
    for (const { query, variables, result } of served)
      super.write({ dataId: 'ROOT_QUERY', query, ...(variables ? { variables } : {}), result, broadcast: false });
  }
}

/** The names of an operation's root fields; null when a fragment at the root could hold any. */
function rootFieldsOf(query: DocumentNode): Set<string> | null {
  const fields = new Set<string>();
  for (const definition of query.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== 'Field') return null;
      fields.add(selection.name.value);
    }
  }
  return fields;
}

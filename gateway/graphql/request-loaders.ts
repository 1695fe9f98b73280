/**
 * Per-request DataLoaders by name, and the two ways a batch's rows are handed back in the order of
 * its keys. A domain's loaders module makes its own set (`requestLoaders('catalogue DataLoaders')`),
 * so names never meet another domain's.
 */
import DataLoader from 'dataloader';
import type { GatewayContext } from './context';
import { requestMemo } from './request-memo';

/**
 * A function that gives the request's DataLoader of a name, created on first use with `batch` and
 * kept on the request's context object (so it never outlives the request).
 */
export function requestLoaders(description: string, options: { maxBatchSize?: number } = {}) {
  const perRequest = requestMemo<Map<string, DataLoader<unknown, unknown>>>(description);
  return function loader<K, V>(
    context: GatewayContext,
    name: string,
    batch: (keys: readonly K[]) => Promise<V[]>,
  ): DataLoader<K, V> {
    const loaders = perRequest(context, () => new Map());
    let found = loaders.get(name) as DataLoader<K, V> | undefined;
    if (!found) {
      found = new DataLoader<K, V>(batch, options);
      loaders.set(name, found as DataLoader<unknown, unknown>);
    }
    return found;
  };
}

/** Rows grouped under the keys asked for, in the order asked (empty lists for none). */
export function groupBy<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

/** Rows found by key, null for missing keys. */
export function byKey<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((k) => found.get(k) ?? null);
}

import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../../gateway/graphql/context';
import { byKey, groupBy, requestLoaders } from '../../../gateway/graphql/request-loaders';

const aRequest = () => ({}) as GatewayContext;

describe('requestLoaders', () => {
  it('gives one DataLoader per request and name, batching the keys asked for in one tick', async () => {
    const loader = requestLoaders('test loaders');
    const batches: number[][] = [];
    const double = async (keys: readonly number[]) => (batches.push([...keys]), keys.map((k) => k * 2));
    const [first, second] = [aRequest(), aRequest()];
    const doubled = loader(first, 'double', double);
    expect(loader(first, 'double', double)).toBe(doubled);
    expect(loader(first, 'other', double)).not.toBe(doubled);
    expect(loader(second, 'double', double)).not.toBe(doubled);
    expect(await Promise.all([doubled.load(1), doubled.load(2), doubled.load(1)])).toEqual([2, 4, 2]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('splits a batch at maxBatchSize, and keeps two sets apart on one request', async () => {
    const small = requestLoaders('small batches', { maxBatchSize: 2 });
    const large = requestLoaders('large batches');
    const sizes: number[] = [];
    const echo = async (keys: readonly number[]) => (sizes.push(keys.length), [...keys]);
    const context = aRequest();
    expect(small(context, 'echo', echo)).not.toBe(large(context, 'echo', echo));
    await small(context, 'echo', echo).loadMany([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
    await large(context, 'echo', echo).loadMany([1, 2, 3, 4, 5]);
    expect(sizes.at(-1)).toBe(5);
  });
});

describe('groupBy and byKey', () => {
  const rows = [
    { id: 'b', parent: 1 },
    { id: 'a', parent: 2 },
    { id: 'c', parent: 1 },
    { id: 'x', parent: 9 },
  ];

  it('groups rows under the keys in the order asked, an empty list for a key without rows', () => {
    expect(groupBy([1, 3, 2], rows, (r) => r.parent)).toEqual([[rows[0], rows[2]], [], [rows[1]]]);
  });

  it('finds one row per key in the order asked, null for a missing key', () => {
    expect(byKey(['c', 'z', 'a'], rows, (r) => r.id)).toEqual([rows[2], null, rows[1]]);
  });
});

import { describe, expect, it } from 'vitest';
import { requestMemo } from '../../../gateway/graphql/request-memo';

describe('requestMemo', () => {
  it('makes one value per request context, on first use, and keeps it on that context', () => {
    const memo = requestMemo<{ n: number }>('test value');
    let made = 0;
    const make = () => ({ n: ++made });
    const [first, second] = [{}, {}];
    const value = memo(first, make);
    expect(memo(first, make)).toBe(value);
    expect(memo(second, make)).not.toBe(value);
    expect(made).toBe(2);
    // Held by the context itself (so it is garbage as soon as the request is), under a symbol no
    // other code can name.
    expect(Object.getOwnPropertySymbols(first).map((symbol) => (first as Record<symbol, unknown>)[symbol])).toEqual([
      value,
    ]);
    expect(Object.keys(first)).toEqual([]);
  });

  it('keeps a value that is undefined or a rejected promise without making it again', async () => {
    const memo = requestMemo<Promise<never> | undefined>('odd values');
    const context = {};
    let made = 0;
    expect(memo(context, () => (made++, undefined))).toBeUndefined();
    expect(memo(context, () => (made++, undefined))).toBeUndefined();
    expect(made).toBe(1);
    const other = requestMemo<Promise<never>>('failing');
    const failed = other(context, () => Promise.reject(new Error('no')));
    await expect(failed).rejects.toThrow('no');
    expect(other(context, () => Promise.resolve(undefined as never))).toBe(failed);
  });

  it('keeps the values of separate memos apart on one context', () => {
    const [a, b] = [requestMemo<string>('a'), requestMemo<string>('a')];
    const context = {};
    expect(a(context, () => 'from a')).toBe('from a');
    expect(b(context, () => 'from b')).toBe('from b');
    expect(a(context, () => 'again')).toBe('from a');
  });
});

import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptData } from '@web/shared/apollo/use-kept-data';

type Props = { data: { name: string } | undefined; key: string };

describe('useKeptData: the last answer stays while the same query asks again', () => {
  const render = (initialProps: Props) =>
    renderHook(({ data, key }: Props) => useKeptData(data, key), { initialProps });

  it('keeps the product shown while its answer in another language loads, then shows the new one', () => {
    const view = render({ data: { name: 'Steering cover' }, key: 'cover' });
    view.rerender({ data: undefined, key: 'cover' });
    expect(view.result.current).toEqual({ name: 'Steering cover' });
    view.rerender({ data: { name: 'स्टीयरिंग कवर' }, key: 'cover' });
    expect(view.result.current).toEqual({ name: 'स्टीयरिंग कवर' });
  });

  it('never shows one product in place of another while that one loads', () => {
    const view = render({ data: { name: 'Steering cover' }, key: 'cover' });
    view.rerender({ data: undefined, key: 'helmet' });
    expect(view.result.current).toBeUndefined();
  });

  it('has nothing to keep before the first answer', () => {
    expect(render({ data: undefined, key: 'cover' }).result.current).toBeUndefined();
  });
});

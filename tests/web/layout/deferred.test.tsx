import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from '@web/features/layout/deferred';

/** A stand-in IntersectionObserver whose callback the test fires. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  fire(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as never);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('Deferred whenVisible', () => {
  it('holds an empty box of the widget’s size until the box comes near the screen, then renders the widget', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(
      <Deferred size="newsletter" whenVisible>
        <p>Newsletter form</p>
      </Deferred>,
    );
    expect(screen.queryByText('Newsletter form')).toBeNull();
    const box = container.querySelector('span[aria-hidden="true"]')!;
    expect(FakeObserver.last!.observed).toEqual([box]);
    act(() => FakeObserver.last!.fire(false));
    expect(screen.queryByText('Newsletter form')).toBeNull();
    act(() => FakeObserver.last!.fire(true));
    expect(screen.getByText('Newsletter form')).toBeInTheDocument();
    expect(FakeObserver.last!.observed).toEqual([]);
  });

  it('renders at once where the browser cannot tell what is visible', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <Deferred size="newsletter" whenVisible>
        <p>Newsletter form</p>
      </Deferred>,
    );
    expect(screen.getByText('Newsletter form')).toBeInTheDocument();
  });
});

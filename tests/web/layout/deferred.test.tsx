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
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as never,
    );
  }
}

afterEach(() => vi.unstubAllGlobals());

/** Lets a frame and a timer pass: the first screen counts as painted. */
const afterFirstPaint = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));

describe('Deferred', () => {
  it('does not ask for a widget before the first paint, then renders it', async () => {
    let asked = 0;
    function Widget() {
      asked++;
      return <p>Cart</p>;
    }
    const { container } = render(
      <Deferred size="cart">
        <Widget />
      </Deferred>,
    );
    expect(asked).toBe(0);
    expect(container.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    await afterFirstPaint();
    expect(screen.getByText('Cart')).toBeInTheDocument();
    // Widgets mounted after the first paint render at once.
    render(
      <Deferred size="cart">
        <p>Second</p>
      </Deferred>,
    );
    expect(screen.getByText('Second')).toBeInTheDocument();
  });
});

describe('Deferred whenVisible', () => {
  it('holds an empty box of the widget’s size until the box comes near the screen, then renders the widget', async () => {
    await afterFirstPaint();
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

  it('renders at once where the browser cannot tell what is visible', async () => {
    await afterFirstPaint();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <Deferred size="newsletter" whenVisible>
        <p>Newsletter form</p>
      </Deferred>,
    );
    expect(screen.getByText('Newsletter form')).toBeInTheDocument();
  });
});

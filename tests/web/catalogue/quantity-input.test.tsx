import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/shared/i18n/i18n';
import { parseQuantity, type Quantity, QuantityInput } from '@web/shared/ui/quantity-input';

function Harness({
  initial = 1,
  min = 1,
  max = 10,
  stepMax,
}: {
  initial?: Quantity;
  min?: number;
  max?: number;
  stepMax?: number;
}) {
  const [value, setValue] = useState<Quantity>(initial);
  return (
    <I18nProvider i18n={i18n}>
      <QuantityInput label="Quantity" value={value} onChange={setValue} min={min} max={max} stepMax={stepMax} />
    </I18nProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;

describe('quantity input (spec section 5 and 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('parses text: empty stays empty, non-numeric counts as 1, numbers are clamped and whole', () => {
    expect(parseQuantity('', 1, 10)).toBe('');
    expect(parseQuantity('  ', 1, 10)).toBe('');
    expect(parseQuantity('abc', 1, 10)).toBe(1);
    expect(parseQuantity('0', 1, 10)).toBe(1);
    expect(parseQuantity('42', 1, 10)).toBe(10);
    expect(parseQuantity('3.7', 1, 10)).toBe(3);
  });

  it('lets a typed value go beyond what + steps to (the stock), up to max, and + stops at the stock', async () => {
    const user = userEvent.setup();
    render(<Harness initial={20} max={999} stepMax={21} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    expect(input().value).toBe('21');
    await user.clear(input());
    await user.type(input(), '999');
    expect(input().value).toBe('999');
    await user.click(plus);
    expect(input().value).toBe('999');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(input().value).toBe('998');
  });

  it('clamps typed values to min and max and keeps an empty field empty', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(input());
    expect(input().value).toBe('');
    await user.type(input(), '25');
    expect(input().value).toBe('10');
    await user.clear(input());
    await user.type(input(), 'x');
    expect(input().value).toBe('1');
  });

  it('steps by 1 on click and stops at the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness initial={9} />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input().value).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input().value).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(input().value).toBe('9');
  });

  it('repeats while held: first step after 300 ms, then every 50 ms, and stops on release', () => {
    vi.useFakeTimers();
    render(<Harness initial={1} max={99} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.pointerDown(plus, { button: 0 });
    act(() => vi.advanceTimersByTime(299));
    expect(input().value).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(input().value).toBe('2');
    act(() => vi.advanceTimersByTime(50 * 4));
    expect(input().value).toBe('6');
    fireEvent.pointerUp(plus);
    fireEvent.click(plus); // the click that ends a hold does not add one more
    act(() => vi.advanceTimersByTime(500));
    expect(input().value).toBe('6');

    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    fireEvent.pointerDown(minus, { button: 0 });
    act(() => vi.advanceTimersByTime(300 + 50 * 20));
    expect(input().value).toBe('1');
    fireEvent.pointerLeave(minus);
  });
});

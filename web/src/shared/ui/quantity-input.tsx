import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef } from 'react';
import styles from './quantity-input.module.css';

/** Hold-to-repeat on the +/− buttons (spec section 9): starts after 300 ms, then every 50 ms. */
export const HOLD_DELAY_MS = 300;
export const HOLD_INTERVAL_MS = 50;

export type Quantity = number | '';

type Props = {
  value: Quantity;
  onChange: (value: Quantity) => void;
  min?: number;
  max?: number;
  /** The highest value the + button steps to (what is in stock), when typing may go beyond it up to `max`. */
  stepMax?: number;
  step?: number;
  id?: string;
  label: string;
  invalid?: boolean;
  describedBy?: string;
};

/** Spec section 5: clamps to min and max; empty text gives an empty value; anything else not a number counts as 1. */
export function parseQuantity(text: string, min: number, max: number): Quantity {
  if (text.trim() === '') return '';
  const n = Number(text);
  const whole = Number.isFinite(n) ? Math.trunc(n) : 1;
  return Math.min(max, Math.max(min, whole));
}

/** A number input with − and + buttons that repeat while held. */
export function QuantityInput({
  value,
  onChange,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  stepMax = max,
  step = 1,
  id,
  label,
  invalid,
  describedBy,
}: Props) {
  const { t } = useLingui();
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const timers = useRef<{
    delay?: ReturnType<typeof setTimeout>;
    repeat?: ReturnType<typeof setInterval>;
    held: boolean;
  }>({ held: false });

  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    window.removeEventListener('pointerup', stop);
  };
  useEffect(
    () => () => {
      clearTimeout(timers.current.delay);
      clearInterval(timers.current.repeat);
    },
    [],
  );

  const bump = (direction: 1 | -1) => {
    const previous = latest.current.value;
    const ceiling = Math.min(max, stepMax);
    const next =
      previous === ''
        ? min
        : direction > 0
          ? Math.max(previous, Math.min(ceiling, previous + step))
          : Math.max(min, previous - step);
    if (next === previous) return;
    latest.current.value = next;
    latest.current.onChange(next);
  };
  const holdProps = (direction: 1 | -1) => ({
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button !== 0) return;
      stop();
      timers.current.held = false;
      window.addEventListener('pointerup', stop);
      timers.current.delay = setTimeout(() => {
        timers.current.held = true;
        bump(direction);
        timers.current.repeat = setInterval(() => bump(direction), HOLD_INTERVAL_MS);
      }, HOLD_DELAY_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onClick: () => {
      if (timers.current.held) timers.current.held = false;
      else bump(direction);
    },
  });

  return (
    <div className={`${styles.quantity} ${invalid ? styles.invalid : ''}`}>
      <button type="button" className={styles.step} aria-label={t`Decrease quantity`} {...holdProps(-1)}>
        −
      </button>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        aria-label={id ? undefined : label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(parseQuantity(event.target.value, min, max))}
      />
      <button type="button" className={styles.step} aria-label={t`Increase quantity`} {...holdProps(1)}>
        +
      </button>
    </div>
  );
}

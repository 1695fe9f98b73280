import { useEffect, useRef } from 'react';
import { stateToFillForPin } from '@rules/address/address';

/**
 * Fills in the state when the shopper types a PIN code of another state (or none was chosen):
 * the PIN's first state by postal prefix. Acts only when the PIN changes, so a state the shopper
 * then picks stays; never on the first render (an edited address keeps its state).
 */
export function useStateFromPin(
  pin: string | undefined,
  chosenState: () => string | undefined,
  fill: (code: string) => void,
  enabled: boolean,
): void {
  const last = useRef(pin);
  useEffect(() => {
    if (pin === last.current) return;
    last.current = pin;
    if (!enabled || !pin) return;
    const code = stateToFillForPin(pin, chosenState());
    if (code) fill(code);
  });
}

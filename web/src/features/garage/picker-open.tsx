import { createContext, type ReactNode, useContext, useState } from 'react';

type OpenState = [open: boolean, setOpen: (open: boolean) => void];

const PickerOpen = createContext<OpenState | null>(null);

/**
 * Whether the vehicle picker is open, kept above the header. The header swaps its phone and desktop
 * layouts at 48rem (layout/header.tsx), each with its own "My vehicle" button: a tablet turned
 * across that width mounts the other one, which opens the picker again instead of losing it.
 */
export function VehiclePickerOpenProvider({ children }: { children: ReactNode }) {
  const state = useState(false);
  return <PickerOpen value={state}>{children}</PickerOpen>;
}

/** The picker's open state: the app's (above), or the button's own where there is none. */
export function useVehiclePickerOpen(): OpenState {
  const own = useState(false);
  return useContext(PickerOpen) ?? own;
}

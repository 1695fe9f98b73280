import { useReactiveVar } from '@apollo/client/react';
import { useMemo } from 'react';
import { usePricedCartQuery } from '@web/__generated__/graphql';
import { cartVar } from '@web/shared/state/cart';
import { countUnits, toLineInputs } from '@web/shared/state/cart-lines';
import { useCurrentVehicleId } from '@web/shared/state/garage';

/**
 * The browser's lines priced by the gateway. Every amount shown comes from here; while a change is
 * being re-priced the previous answer stays on screen with `updating` set.
 */
export function usePricedCart() {
  const lines = useReactiveVar(cartVar);
  const inputs = useMemo(() => toLineInputs(lines), [lines]);
  const empty = lines.length === 0;
  const { data, previousData, loading, error, refetch } = usePricedCartQuery({
    variables: { lines: inputs, ...withVehicle(useCurrentVehicleId()) },
    skip: empty,
    fetchPolicy: 'cache-and-network',
  });
  const cart = empty ? null : ((data ?? previousData)?.cart ?? null);
  return {
    lines,
    cart,
    units: countUnits(lines),
    empty,
    updating: !empty && loading,
    failed: !empty && !cart && !!error,
    retry: () => void refetch(),
  };
}

/** The line fitment is asked only with a current vehicle (the variables stay `{ lines }` without one). */
function withVehicle(vehicleId: string | null) {
  return vehicleId ? { vehicleId, withFitment: true } : {};
}

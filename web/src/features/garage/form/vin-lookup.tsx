import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type GarageVehicle_VehicleFragment as Vehicle,
  useVehicleByVinLazyQuery,
  type VinLookupFailure,
} from '@web/__generated__/graphql';
import { vehicleLabel } from '@web/shared/state/garage';
import styles from './form.module.css';

/** Spec section 4: the VIN is looked up once typing pauses for 350 ms; an empty VIN is ignored. */
export const VIN_DEBOUNCE_MS = 350;

export type VinNotice = { kind: 'found' | 'not-found'; text: string; key: number };

function useReasonText() {
  const { t } = useLingui();
  return (reason: VinLookupFailure | null | undefined): string => {
    switch (reason) {
      case 'FORBIDDEN_CHARACTERS':
        return t`A VIN never contains the letters I, O or Q.`;
      case 'BAD_CHECK_DIGIT':
        return t`The check digit (9th character) does not match. Please check the VIN for typos.`;
      case 'UNKNOWN_MANUFACTURER':
        return t`We do not know the manufacturer of this VIN.`;
      case 'NO_MATCHING_VEHICLE':
        return t`We know the make, but no vehicle of ours matches this model and year.`;
      default:
        return t`A VIN has exactly 17 letters and digits.`;
    }
  };
}

let notices = 0;

/** VIN field: a found vehicle overrides the selects; each answer is told as a toast. */
export function VinLookup({
  onFound,
  onNotice,
}: {
  onFound: (vehicle: Vehicle) => void;
  onNotice: (notice: VinNotice) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const reasonText = useReasonText();
  const [value, setValue] = useState('');
  const [lookup, { loading }] = useVehicleByVinLazyQuery({ fetchPolicy: 'network-only' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function find(vin: string) {
    const { data } = await lookup({ variables: { vin } }).catch(() => ({ data: undefined }));
    const answer = data?.vehicleByVin;
    if (!answer) return;
    if (answer.vehicle) {
      onFound(answer.vehicle);
      const label = `${answer.vehicle.make} ${vehicleLabel(answer.vehicle)}`;
      onNotice({ kind: 'found', key: ++notices, text: t`Vehicle found: ${label}` });
    } else {
      const reason = reasonText(answer.reason);
      onNotice({ kind: 'not-found', key: ++notices, text: t`Unable to find a vehicle by this VIN. ${reason}` });
    }
  }

  function change(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    const vin = next.trim();
    if (vin) timer.current = setTimeout(() => void find(vin), VIN_DEBOUNCE_MS);
  }

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}vin`}>{t`VIN (vehicle identification number)`}</label>
      <input
        id={`${id}vin`}
        className={styles.input}
        value={value}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}vin-hint`}
        aria-busy={loading}
        onChange={(event) => change(event.target.value.toUpperCase())}
      />
      <p id={`${id}vin-hint`} className={styles.hint}>
        {t`17 characters, printed on the registration certificate (RC) and the chassis.`}
      </p>
    </div>
  );
}

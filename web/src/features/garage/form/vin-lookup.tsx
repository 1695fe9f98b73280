import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useVehicleByVinLazyQuery, type VinLookupFailure } from '@web/__generated__/graphql';
import styles from './form.module.css';
import type { VinNarrowing } from './use-vehicle-cascade';

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
        return t`We know the maker, but have no vehicle of theirs from the model year this VIN gives.`;
      default:
        return t`A VIN has exactly 17 letters and digits.`;
    }
  };
}

let notices = 0;

/** VIN field: its maker and model year narrow the selects; each answer is told as a toast. */
export function VinLookup({
  onFound,
  onNotice,
}: {
  onFound: (found: VinNarrowing) => void;
  /** An answer to tell, or null when the VIN box is emptied (the last answer no longer applies). */
  onNotice: (notice: VinNotice | null) => void;
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
    const [year] = answer.modelYears;
    if (!answer.reason && year) {
      onFound({ makes: answer.makes, modelYears: answer.modelYears });
      const makes = answer.makes.map((make) => make.name).join(' / ');
      onNotice({
        kind: 'found',
        key: ++notices,
        text: t`This VIN is a ${year} ${makes}. Now choose the model and engine.`,
      });
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
    else onNotice(null);
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

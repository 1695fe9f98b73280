import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { GarageVehicle_VehicleFragment as Vehicle } from '@web/__generated__/graphql';
import styles from './form.module.css';
import { CASCADE, type CascadeField, useVehicleCascade } from './use-vehicle-cascade';
import { VinLookup, type VinNotice } from './vin-lookup';

type Props = {
  /** The vehicle the form describes: set once an engine is chosen, else null. */
  onVehicle: (vehicle: Vehicle | null) => void;
  onNotice?: (notice: VinNotice | null) => void;
};

/** Add-vehicle form: the cascade year → brand → model → engine, which a VIN narrows to its maker and year. */
export function VehicleForm({ onVehicle, onNotice = () => undefined }: Props) {
  const { t } = useLingui();
  const id = useId();
  const cascade = useVehicleCascade(onVehicle);
  const labels: Record<CascadeField, string> = { year: t`Year`, make: t`Brand`, model: t`Model`, engine: t`Engine` };
  const prompts: Record<CascadeField, string> = {
    year: t`Select year`,
    make: t`Select brand`,
    model: t`Select model`,
    engine: t`Select engine`,
  };
  return (
    <div className={styles.form}>
      <div className={styles.selects}>
        {CASCADE.map((field, index) => {
          const previous = index === 0 ? 'ready' : cascade.values[CASCADE[index - 1]!];
          const disabled = !previous;
          return (
            <div className={styles.field} key={field}>
              <label htmlFor={`${id}${field}`}>{labels[field]}</label>
              <select
                id={`${id}${field}`}
                className={styles.select}
                value={cascade.values[field]}
                disabled={disabled}
                aria-busy={!disabled && cascade.loading[field]}
                onChange={(event) => cascade.change(field, event.target.value)}
              >
                <option value="">{prompts[field]}</option>
                {cascade.options[field].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <p className={styles.or}>
        <span>{t`or`}</span>
      </p>
      <VinLookup onFound={cascade.narrow} onNotice={onNotice} />
    </div>
  );
}

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { VehicleFitToggle_FitFragment } from '@web/__generated__/graphql';
import { useCurrentVehicle, useCurrentVehicleId } from '@web/shared/state/garage';
import styles from './vehicle-fit-toggle.module.css';

type Props = {
  /** The list's active filters (from the URL). */
  filters: readonly { slug: string; value: string }[];
  onChange: (slug: string, value: string | null) => void;
  /** How many of the list's parts fit the vehicle and how many do not; null before the list answers. */
  fit: VehicleFitToggle_FitFragment | null;
};

/**
 * With a vehicle chosen the list shows the parts that fit it first (the list query asks for
 * fit-first, docs/decisions/038) and this says how many fit and how many more follow. "Only parts
 * that fit my vehicle" sets the list's `vehicle` filter to the current vehicle; "show all" takes it
 * off again. When the shopper picks another vehicle the filter follows it.
 */
export function VehicleFitToggle({ filters, onChange, fit }: Props) {
  const { t } = useLingui();
  const currentId = useCurrentVehicleId();
  const vehicle = useCurrentVehicle();
  const filtered = filters.find((f) => f.slug === 'vehicle')?.value ?? null;

  useEffect(() => {
    if (filtered && filtered !== currentId) onChange('vehicle', currentId);
  }, [filtered, currentId, onChange]);

  if (!vehicle) return null;
  const label = vehicle.label;
  const only = filtered === vehicle.id;
  const counts = fit?.vehicleId === vehicle.id ? fit : null;
  const fitting = counts?.fitting ?? 0;
  const others = counts?.others ?? 0;
  return (
    <div className={styles.bar}>
      {counts && (
        <p className={styles.counts} role="status">
          <span>{t`${plural(fitting, { one: `# part fits your ${label}`, other: `# parts fit your ${label}` })}`}</span>
          {others > 0 &&
            (only ? (
              <button type="button" className={styles.more} onClick={() => onChange('vehicle', null)}>
                {t`${plural(others, { one: 'Show # more that may not fit', other: 'Show # more that may not fit' })}`}
              </button>
            ) : (
              <span>{t`${plural(others, { one: '# more below', other: '# more below' })}`}</span>
            ))}
        </p>
      )}
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={only}
          onChange={(event) => onChange('vehicle', event.target.checked ? vehicle.id : null)}
        />
        <span>{t`Only parts that fit my ${label}`}</span>
      </label>
    </div>
  );
}

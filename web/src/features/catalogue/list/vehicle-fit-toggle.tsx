import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useCurrentVehicle, useCurrentVehicleId } from '@web/shared/state/garage';
import styles from './vehicle-fit-toggle.module.css';

type Props = {
  /** The list's active filters (from the URL). */
  filters: readonly { slug: string; value: string }[];
  onChange: (slug: string, value: string | null) => void;
};

/**
 * "Only parts that fit my vehicle": sets the list's `vehicle` filter to the current vehicle. When
 * the shopper picks another vehicle the filter follows it, and goes away with "all vehicles".
 */
export function VehicleFitToggle({ filters, onChange }: Props) {
  const { t } = useLingui();
  const currentId = useCurrentVehicleId();
  const vehicle = useCurrentVehicle();
  const filtered = filters.find((f) => f.slug === 'vehicle')?.value ?? null;

  useEffect(() => {
    if (filtered && filtered !== currentId) onChange('vehicle', currentId);
  }, [filtered, currentId, onChange]);

  if (!vehicle) return null;
  const label = vehicle.label;
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={filtered === vehicle.id}
        onChange={(event) => onChange('vehicle', event.target.checked ? vehicle.id : null)}
      />
      <span>{t`Only parts that fit my ${label}`}</span>
    </label>
  );
}

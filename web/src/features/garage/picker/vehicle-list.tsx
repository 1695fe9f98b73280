import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Vehicle } from '../api/use-garage';
import type { RegistrationMark } from '../api/use-garage-registrations';
import { VehicleRegistration } from './vehicle-registration';
import { vehicleLabel } from '@web/shared/state/garage';
import styles from './picker.module.css';

type Props = {
  vehicles: readonly Vehicle[];
  /** The chosen option: a vehicle id, or '' for all vehicles. */
  chosen: string;
  onChoose: (id: string) => void;
  onRemove: (vehicle: Vehicle) => void;
  busy?: boolean;
  /** The signed-in shopper's registration marks; absent for a browser garage (no labels there). */
  registrations?: {
    byVehicle: ReadonlyMap<string, RegistrationMark>;
    save: (vehicleId: string, registration: string | null) => Promise<string | null>;
    busy: boolean;
  };
};

/** Saved vehicles as a radio group with 'All vehicles' first, each with its remove button. */
export function VehicleList({ vehicles, chosen, onChoose, onRemove, busy = false, registrations }: Props) {
  const { t } = useLingui();
  const name = useId();
  const option = (id: string, title: string, detail?: string) => (
    <label className={`${styles.vehicle} ${chosen === id ? styles.chosen : ''}`}>
      <input type="radio" name={name} value={id} checked={chosen === id} onChange={() => onChoose(id)} />
      <span className={styles.vehicleText}>
        <span className={styles.vehicleName}>{title}</span>
        {detail && <span className={styles.vehicleDetail}>{detail}</span>}
      </span>
    </label>
  );
  return (
    <fieldset className={styles.list}>
      <legend className="visually-hidden">{t`Choose a vehicle`}</legend>
      <ul>
        <li>{option('', t`All vehicles`, t`Show every part, without a fit check`)}</li>
        {vehicles.map((vehicle) => {
          const label = vehicleLabel(vehicle);
          return (
            <li key={vehicle.id}>
              <div className={styles.row}>
                {option(vehicle.id, `${vehicle.make} ${vehicle.model}`, `${vehicle.year} · ${vehicle.engine}`)}
                <button
                  type="button"
                  className={styles.remove}
                  disabled={busy}
                  aria-label={t`Remove ${label} from the garage`}
                  onClick={() => onRemove(vehicle)}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                    <path
                      d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    />
                  </svg>
                </button>
              </div>
              {registrations && (
                <VehicleRegistration
                  vehicleName={label}
                  mark={registrations.byVehicle.get(vehicle.id)}
                  onSave={(registration) => registrations.save(vehicle.id, registration)}
                  busy={registrations.busy}
                />
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

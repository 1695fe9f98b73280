import { useLingui } from '@lingui/react/macro';
import { useReactiveVar } from '@apollo/client/react';
import { type ComponentType, type ReactNode, useCallback, useState } from 'react';
import { currentVehicleVar, selectVehicle } from '@web/shared/state/garage';
import { type Vehicle, useGarage } from '../api/use-garage';
import { useGarageRegistrations } from '../api/use-garage-registrations';
import { VehicleForm } from '../form/vehicle-form';
import type { VinNotice } from '../form/vin-lookup';
import { garageErrorMessage } from './garage-errors';
import { GarageToast } from './garage-toast';
import { VehicleList } from './vehicle-list';
import styles from '../garage.module.css';
import pickerStyles from './picker.module.css';

type Props = {
  /** The heading of each mode (a Dialog.Title in the picker, an h1 on the page). */
  Heading: ComponentType<{ children: ReactNode }>;
  /** Called after Select; the picker closes, the page stays. */
  onSelected?: () => void;
  /** The picker's Cancel button; none on the page. */
  cancel?: ReactNode;
};

/**
 * The vehicle picker's two modes (spec section 4): the list of saved vehicles with 'All vehicles',
 * remove and Select, or the add-vehicle form, shown when the garage is empty. Adding returns to
 * the list with the new vehicle chosen.
 */
export function GaragePanel({ Heading, onSelected, cancel }: Props) {
  const { t, i18n } = useLingui();
  const garage = useGarage();
  const registrations = useGarageRegistrations(garage.server);
  const current = useReactiveVar(currentVehicleVar);
  const [mode, setMode] = useState<'list' | 'form'>('list');
  const [chosen, setChosen] = useState(current ?? '');
  const [draft, setDraft] = useState<Vehicle | null>(null);
  const [notice, setNotice] = useState<VinNotice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const empty = !garage.loading && garage.vehicles.length === 0;
  const showForm = mode === 'form' || empty;

  const closeNotice = useCallback(() => setNotice(null), []);

  async function add() {
    if (!draft) return;
    setError(null);
    const code = await garage.add(draft).catch(() => 'NETWORK');
    if (code) return setError(i18n._(garageErrorMessage(code)));
    setChosen(draft.id);
    setDraft(null);
    // The VIN's answer belonged to the form just left (a stale "Unable to find…" otherwise stays).
    setNotice(null);
    setMode('list');
  }

  async function remove(vehicle: Vehicle) {
    setError(null);
    const code = await garage.remove(vehicle.id).catch(() => 'NETWORK');
    if (code) return setError(i18n._(garageErrorMessage(code)));
    if (chosen === vehicle.id) setChosen('');
  }

  function select() {
    selectVehicle(chosen || null);
    onSelected?.();
  }

  return (
    <div className={styles.panel}>
      <Heading>{showForm ? t`Add a vehicle` : t`My garage`}</Heading>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {showForm ? (
        <>
          <p className={styles.lead}>{t`Choose your vehicle step by step, or enter its VIN.`}</p>
          <VehicleForm onVehicle={setDraft} onNotice={setNotice} />
          <div className={styles.actions}>
            {!empty && (
              <button type="button" className={styles.secondary} onClick={() => setMode('list')}>
                {t`Back to list`}
              </button>
            )}
            {cancel}
            <button
              type="button"
              className={styles.primary}
              disabled={!draft || garage.busy}
              onClick={() => void add()}
            >
              {t`Add vehicle`}
            </button>
          </div>
        </>
      ) : (
        <>
          {garage.loading ? (
            <p className={styles.lead}>{t`Loading your garage…`}</p>
          ) : (
            <VehicleList
              vehicles={garage.vehicles}
              chosen={chosen}
              onChoose={setChosen}
              onRemove={(v) => void remove(v)}
              busy={garage.busy}
              registrations={garage.server ? registrations : undefined}
            />
          )}
          <button type="button" className={pickerStyles.addButton} onClick={() => setMode('form')}>
            {t`+ Add a vehicle`}
          </button>
          <div className={styles.actions}>
            {cancel}
            <button type="button" className={styles.primary} disabled={garage.loading} onClick={select}>
              {t`Select`}
            </button>
          </div>
        </>
      )}
      <GarageToast notice={notice} onClose={closeNotice} />
    </div>
  );
}

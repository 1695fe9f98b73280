import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  type ChosenVehicles_VehicleFragment,
  useAdminVehicleMakesQuery,
  useAdminVehicleModelsQuery,
  useAdminVehiclesQuery,
} from '@web/__generated__/admin-graphql';
import ui from '@web/admin/shared/ui/admin-ui.module.css';
import styles from './fitment.module.css';

const EVERY = '*';

/**
 * Make → model → year and engine (or every one of the model), then Add. Vehicles already chosen
 * are marked; adding one again changes nothing.
 */
export function VehiclePicker({
  chosen,
  add,
}: {
  chosen: ReadonlySet<string>;
  add: (vehicles: ChosenVehicles_VehicleFragment[]) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [vehicle, setVehicle] = useState(EVERY);
  const makes = useAdminVehicleMakesQuery();
  const models = useAdminVehicleModelsQuery({ variables: { make }, skip: !make });
  const vehicles = useAdminVehiclesQuery({ variables: { make, model }, skip: !make || !model });
  const list = (model && vehicles.data?.adminVehicles) || [];
  const adding = vehicle === EVERY ? list : list.filter((v) => v.id === vehicle);
  const fresh = adding.filter((v) => !chosen.has(v.id));
  return (
    <div className={styles.picker} role="group" aria-label={t`Add vehicles`}>
      <div className={ui.field}>
        <label htmlFor={`${id}-make`} className={ui.label}>{t`Vehicle make`}</label>
        <select
          id={`${id}-make`}
          className={ui.select}
          value={make}
          onChange={(e) => {
            setMake(e.target.value);
            setModel('');
            setVehicle(EVERY);
          }}
        >
          <option value="">{t`Choose a make`}</option>
          {makes.data?.adminVehicleMakes.map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor={`${id}-model`} className={ui.label}>{t`Vehicle model`}</label>
        <select
          id={`${id}-model`}
          className={ui.select}
          value={model}
          disabled={!make}
          onChange={(e) => {
            setModel(e.target.value);
            setVehicle(EVERY);
          }}
        >
          <option value="">{t`Choose a model`}</option>
          {(make ? (models.data?.adminVehicleModels ?? []) : []).map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor={`${id}-vehicle`} className={ui.label}>{t`Year and engine`}</label>
        <select
          id={`${id}-vehicle`}
          className={ui.select}
          value={vehicle}
          disabled={list.length === 0}
          onChange={(e) => setVehicle(e.target.value)}
        >
          <option value={EVERY}>{t`Every year and engine (${list.length})`}</option>
          {list.map((v) => (
            <option key={v.id} value={v.id}>
              {chosen.has(v.id) ? t`${v.year} · ${v.engine} (added)` : `${v.year} · ${v.engine}`}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={ui.secondary}
        disabled={fresh.length === 0}
        onClick={() =>
          add(
            fresh.map(({ id: vehicleId, year, make: makeName, model: modelName, engine }) => ({
              id: vehicleId,
              year,
              make: makeName,
              model: modelName,
              engine,
            })),
          )
        }
      >
        <Trans>Add to the list</Trans>
      </button>
    </div>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ChosenVehicles_VehicleFragment } from '@web/__generated__/admin-graphql';
import ui from '@web/admin/shared/ui/admin-ui.module.css';
import styles from './fitment.module.css';

type Vehicle = ChosenVehicles_VehicleFragment;

/** The vehicles by make and model, in the order given (the server's: make, model, newest year). */
function byModel(vehicles: readonly Vehicle[]): [string, Vehicle[]][] {
  const groups = new Map<string, Vehicle[]>();
  for (const v of vehicles) {
    const key = `${v.make} ${v.model}`;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return [...groups];
}

/**
 * The vehicles a part fits, one folded group per model (a part can fit 1,800 vehicles) with a
 * remove button for each vehicle and one for the whole model.
 */
export function ChosenVehicles({
  vehicles,
  remove,
}: {
  vehicles: readonly Vehicle[];
  remove: (ids: ReadonlySet<string>) => void;
}) {
  const { t } = useLingui();
  if (vehicles.length === 0)
    return (
      <p className={styles.empty}>
        <Trans>No vehicles yet. Choose a make and a model above.</Trans>
      </p>
    );
  return (
    <ul className={styles.groups} aria-label={t`Vehicles it fits`}>
      {byModel(vehicles).map(([model, list]) => (
        <li key={model}>
          <details className={styles.group}>
            <summary>
              {model}{' '}
              <span className={styles.count}>
                <Plural value={list.length} one="# vehicle" other="# vehicles" />
              </span>
            </summary>
            <ul className={styles.vehicles}>
              {list.map((v) => (
                <li key={v.id} className={styles.vehicle}>
                  <span>
                    {v.year} · {v.engine}
                  </span>
                  <button
                    type="button"
                    className={ui.removeButton}
                    aria-label={t`Remove ${v.year} ${model} ${v.engine}`}
                    onClick={() => remove(new Set([v.id]))}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={`${ui.removeButton} ${styles.removeAll}`}
              onClick={() => remove(new Set(list.map((v) => v.id)))}
            >
              <Trans>Remove every {model}</Trans>
            </button>
          </details>
        </li>
      ))}
    </ul>
  );
}

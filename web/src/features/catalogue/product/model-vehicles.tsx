import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useProductModelVehiclesQuery, type VehicleModelKey } from '@web/__generated__/graphql';
import styles from './product-page.module.css';

/** Vehicles asked for at a time when a model is opened, and again for each "Show more". */
const PAGE = 50;

/** The vehicles (year and engine) of one model that the part fits, asked for when the shopper opens it. */
export function ModelVehicles(props: { id: string; productSlug: string; model: VehicleModelKey; count: number }) {
  const { id, productSlug, model, count } = props;
  const { t } = useLingui();
  const [limit, setLimit] = useState(Math.min(count, PAGE));
  const { data, previousData, loading, error, refetch } = useProductModelVehiclesQuery({
    variables: { slug: productSlug, model, limit },
  });
  const vehicles = (data ?? previousData)?.product?.compatibleVehicles;
  return (
    <div id={id} aria-busy={loading}>
      {error && !loading && (
        <p role="alert">
          {t`The vehicles could not be loaded.`}{' '}
          <button type="button" className={styles.fitmentToggle} onClick={() => void refetch()}>{t`Try again`}</button>
        </p>
      )}
      {loading && !vehicles && <p>{t`Loading…`}</p>}
      {vehicles && (
        <ul className={styles.fitmentVehicles}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              {vehicle.year} · {vehicle.engine}
            </li>
          ))}
        </ul>
      )}
      {vehicles && vehicles.length < count && !error && (
        <button
          type="button"
          className={styles.fitmentToggle}
          disabled={loading}
          onClick={() => setLimit(Math.min(count, limit + PAGE))}
        >{t`Show more vehicles`}</button>
      )}
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  type ProductModelVehiclesQuery,
  useProductModelVehiclesQuery,
  type VehicleModelKey,
} from '@web/__generated__/graphql';
import styles from './product-page.module.css';

/** Vehicles asked for at a time: when a model is opened, and for each "Show more". */
const PAGE = 50;

/** The shown vehicles followed by the next page's (a vehicle already shown is not repeated). */
function appendPage(shown: ProductModelVehiclesQuery, next: ProductModelVehiclesQuery): ProductModelVehiclesQuery {
  if (!shown.product || !next.product) return shown;
  const ids = new Set(shown.product.compatibleVehicles.map((vehicle) => vehicle.id));
  const added = next.product.compatibleVehicles.filter((vehicle) => !ids.has(vehicle.id));
  return {
    ...shown,
    product: { ...shown.product, compatibleVehicles: [...shown.product.compatibleVehicles, ...added] },
  };
}

/**
 * The vehicles (year and engine) of one model that the part fits, asked for when the shopper opens
 * it; "Show more vehicles" asks for the next page only (`offset`), added below those shown. A page
 * shorter than asked for is the last one, even when the model's count promised more (a vehicle
 * removed since the page was loaded): "Show more vehicles" then goes.
 */
export function ModelVehicles(props: { id: string; productSlug: string; model: VehicleModelKey; count: number }) {
  const { id, productSlug, model, count } = props;
  const { t } = useLingui();
  const { data, loading, error, refetch, fetchMore } = useProductModelVehiclesQuery({
    variables: { slug: productSlug, model, limit: Math.min(count, PAGE), offset: 0 },
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed' | 'all shown'>('idle');
  const vehicles = data?.product?.compatibleVehicles;
  // The first page came short: the model has no more vehicles than those.
  const firstPageShort = vehicles !== undefined && vehicles.length < Math.min(count, PAGE);

  const showMore = async (offset: number) => {
    setMore('loading');
    const limit = Math.min(PAGE, count - offset);
    try {
      const { data: page } = await fetchMore({
        variables: { offset, limit },
        updateQuery: (shown, { fetchMoreResult }) => appendPage(shown, fetchMoreResult),
      });
      setMore((page?.product?.compatibleVehicles.length ?? 0) < limit ? 'all shown' : 'idle');
    } catch {
      setMore('failed');
    }
  };

  const failed = (error && !loading) || more === 'failed';
  return (
    <div id={id} aria-busy={loading || more === 'loading'}>
      {failed && (
        <p role="alert">
          {t`The vehicles could not be loaded.`}{' '}
          <button
            type="button"
            className={styles.fitmentToggle}
            onClick={() => void (more === 'failed' && vehicles ? showMore(vehicles.length) : refetch())}
          >{t`Try again`}</button>
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
      {vehicles && vehicles.length < count && !firstPageShort && more !== 'all shown' && !failed && (
        <button
          type="button"
          className={styles.fitmentToggle}
          disabled={loading || more === 'loading'}
          onClick={() => void showMore(vehicles.length)}
        >{t`Show more vehicles`}</button>
      )}
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ProductFitment_ProductFragment } from '@web/__generated__/graphql';
import styles from './product-page.module.css';

function yearSpan(years: readonly number[]): string {
  const min = Math.min(...years);
  const max = Math.max(...years);
  return min === max ? String(min) : `${min}–${max}`;
}

/** Which vehicles the part fits, on the product page. */
export function ProductFitment({ product }: { product: ProductFitment_ProductFragment }) {
  const { t } = useLingui();
  if (product.compatibility === 'ALL') return <p>{t`Fits all vehicles.`}</p>;
  if (product.compatibility === 'UNKNOWN' || product.compatibleModels.length === 0) {
    return (
      <p>{t`Fitment for this part is not confirmed. Check the part number in your vehicle's manual or contact us.`}</p>
    );
  }
  return (
    <ul className={styles.fitmentList}>
      {product.compatibleModels.map((group) => (
        <li key={`${group.makeSlug}/${group.modelSlug}`}>
          <strong>
            {group.make} {group.model}
          </strong>{' '}
          <span>{yearSpan(group.years)}</span>
          <span className={styles.fitmentEngines}>{group.engines.join(' · ')}</span>
        </li>
      ))}
    </ul>
  );
}

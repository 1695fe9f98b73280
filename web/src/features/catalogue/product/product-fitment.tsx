import { useLingui } from '@lingui/react/macro';
import type { ProductFitment_ProductFragment } from '@web/__generated__/graphql';
import styles from './product-page.module.css';

type Vehicle = ProductFitment_ProductFragment['compatibleVehicles'][number];

interface ModelGroup {
  name: string;
  years: number[];
  engines: string[];
}

/** Vehicles grouped by make and model, with their years and engines (issue 5: the vehicles a part fits). */
export function groupByModel(vehicles: readonly Vehicle[]): ModelGroup[] {
  const groups = new Map<string, ModelGroup>();
  for (const v of vehicles) {
    const name = `${v.make} ${v.model}`;
    const group = groups.get(name) ?? { name, years: [], engines: [] };
    if (!group.years.includes(v.year)) group.years.push(v.year);
    if (!group.engines.includes(v.engine)) group.engines.push(v.engine);
    groups.set(name, group);
  }
  return [...groups.values()];
}

function yearSpan(years: number[]): string {
  const min = Math.min(...years);
  const max = Math.max(...years);
  return min === max ? String(min) : `${min}–${max}`;
}

/** Which vehicles the part fits, on the product page. */
export function ProductFitment({ product }: { product: ProductFitment_ProductFragment }) {
  const { t } = useLingui();
  if (product.compatibility === 'ALL') return <p>{t`Fits all vehicles.`}</p>;
  if (product.compatibility === 'UNKNOWN' || product.compatibleVehicles.length === 0) {
    return <p>{t`Fitment for this part is not confirmed. Check the part number in your vehicle's manual or contact us.`}</p>;
  }
  return (
    <ul className={styles.fitmentList}>
      {groupByModel(product.compatibleVehicles).map((group) => (
        <li key={group.name}>
          <strong>{group.name}</strong> <span>{yearSpan(group.years)}</span>
          <span className={styles.fitmentEngines}>{group.engines.join(' · ')}</span>
        </li>
      ))}
    </ul>
  );
}

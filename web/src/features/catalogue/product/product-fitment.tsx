import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ProductFitment_ProductFragment } from '@web/__generated__/graphql';
import { ModelVehicles } from './model-vehicles';
import styles from './product-page.module.css';

type Model = ProductFitment_ProductFragment['compatibleModels'][number];

function yearSpan(years: readonly number[]): string {
  const min = Math.min(...years);
  const max = Math.max(...years);
  return min === max ? String(min) : `${min}–${max}`;
}

/**
 * Which vehicles the part fits, on the product page: one line per make and model with its years
 * and how many of its vehicles fit (a part can fit over a thousand); a model's vehicles are asked
 * for when the shopper opens it.
 */
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
      {product.compatibleModels.map((model) => (
        <FitmentModel key={`${model.makeSlug}/${model.modelSlug}`} productSlug={product.slug} model={model} />
      ))}
    </ul>
  );
}

function FitmentModel({ productSlug, model }: { productSlug: string; model: Model }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const count = model.vehicleCount;
  return (
    <li>
      <strong>
        {model.make} {model.model}
      </strong>{' '}
      <span>{yearSpan(model.years)}</span>
      <button
        type="button"
        className={styles.fitmentToggle}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t`${plural(count, { one: '# vehicle', other: '# vehicles' })}`}
      </button>
      {open && (
        <ModelVehicles
          id={listId}
          productSlug={productSlug}
          model={{ makeSlug: model.makeSlug, modelSlug: model.modelSlug }}
          count={count}
        />
      )}
    </li>
  );
}

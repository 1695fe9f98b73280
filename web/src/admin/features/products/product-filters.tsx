import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useProductChoicesQuery } from '@web/__generated__/admin-graphql';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import type { ProductFilterValues } from './product-filter-params';

const EMPTY: ProductFilterValues = { search: '', brand: '', category: '', archived: '' };

/** Search, brand, category and archived; applying them changes the address, so a list can be shared. */
export function ProductFilters({
  values,
  onApply,
}: {
  values: ProductFilterValues;
  onApply: (values: ProductFilterValues) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const { data } = useProductChoicesQuery();
  const { register, handleSubmit, reset } = useForm<ProductFilterValues>({ values });
  return (
    <form className={styles.filters} onSubmit={handleSubmit(onApply)} role="search" aria-label={t`Filter products`}>
      <div className={styles.field}>
        <label htmlFor={`${id}-search`} className={styles.label}>{t`Name, SKU or part number`}</label>
        <input id={`${id}-search`} type="search" className={styles.input} {...register('search')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-brand`} className={styles.label}>{t`Brand`}</label>
        <select id={`${id}-brand`} className={styles.select} {...register('brand')}>
          <option value="">{t`Any`}</option>
          {data?.adminBrands.map((b) => (
            <option key={b.id} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-category`} className={styles.label}>{t`Category`}</label>
        <select id={`${id}-category`} className={styles.select} {...register('category')}>
          <option value="">{t`Any`}</option>
          {data?.adminCategories.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.parent ? `— ${c.name}` : c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input type="checkbox" value="1" {...register('archived')} /> <Trans>Archived products</Trans>
        </label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          <Trans>Show products</Trans>
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            reset(EMPTY);
            onApply(EMPTY);
          }}
        >
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </form>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { FilterSidebar_FilterFragment as Filter } from '@web/__generated__/graphql';
import { useFormat } from '@web/shared/format/use-format';
import { CategoryFilter } from './category-filter';
import { useFilterLabels } from './filter-labels';
import { FilterOptions } from './filter-options';
import { PriceFilter } from './price-filter';
import styles from './filter-sidebar.module.css';

export type FilterChange = (slug: string, value: string | null) => void;

type Props = {
  filters: readonly Filter[];
  onChange: FilterChange;
  categoryHref: (slug: string) => string;
};

/** Every filter of the list, in the gateway's order, each in a section that can be folded. */
export function FilterSidebar({ filters, onChange, categoryHref }: Props) {
  const { t } = useLingui();
  const { count } = useFormat();
  const labels = useFilterLabels();
  return (
    <div className={styles.sidebar}>
      {filters.map((filter) => {
        let body: React.ReactNode = null;
        switch (filter.__typename) {
          case 'CategoryFilter':
            body = <CategoryFilter filter={filter} categoryHref={categoryHref} />;
            break;
          case 'ListFilter':
            // No choices, no section: a list of parts sold in no colour has no colour filter.
            if (filter.items.length === 0) return null;
            body = <FilterOptions filter={filter} onChange={onChange} />;
            break;
          case 'RangeFilter':
            body = <PriceFilter filter={filter} onChange={onChange} />;
            break;
          case 'VehicleFilter':
            if (!filter.active) return null;
            body = (
              <label className={styles.option}>
                <input type="checkbox" checked onChange={() => onChange(filter.slug, null)} />
                <span className={styles.optionName}>{labels.fitsVehicle}</span>
                <span className={styles.count}>{count(filter.count ?? 0)}</span>
              </label>
            );
            break;
        }
        return (
          <details key={filter.slug} open className={styles.section}>
            <summary>
              {labels.title(filter.slug)}
              {filter.active && <span className={styles.dot} aria-label={t`active`} role="img" />}
            </summary>
            <div className={styles.sectionBody}>{body}</div>
          </details>
        );
      })}
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormat } from '@web/shared/format/use-format';
import type { FilterOf } from './filter-labels';
import { RatingStars } from '../ui/rating-stars';
import { useFilterLabels } from './filter-labels';
import { toggleValue } from './list-params';
import styles from './filter-sidebar.module.css';

type Props = { filter: FilterOf<'ListFilter'>; onChange: (slug: string, value: string | null) => void };

const SHOWN = 8;

/** Check list (brand), colour swatches, rating check list and radio group (discount). */
export function FilterOptions({ filter, onChange }: Props) {
  const { t } = useLingui();
  const labels = useFilterLabels();
  const { count } = useFormat();
  const [all, setAll] = useState(false);
  const radio = filter.type === 'RADIO';
  const items = filter.type === 'CHECK' && !all ? filter.items.slice(0, SHOWN) : filter.items;
  const change = (slug: string) =>
    onChange(filter.slug, radio ? (slug === 'any' ? null : slug) : toggleValue(filter.value, slug) || null);
  const swatches = filter.type === 'COLOR';
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.hidden}>{labels.title(filter.slug)}</legend>
      <ul className={swatches ? styles.swatches : styles.options}>
        {items.map((item) => {
          const checked = radio ? (filter.value ?? 'any') === item.slug : item.selected;
          const name = radio
            ? labels.discount(item.slug)
            : filter.type === 'RATING'
              ? labels.rating(item.slug)
              : item.name;
          const disabled = !checked && item.count === 0;
          return (
            <li key={item.slug}>
              <label
                className={`${swatches ? styles.swatch : styles.option} ${disabled ? styles.disabled : ''}`}
                title={swatches ? `${name} (${count(item.count)})` : undefined}
              >
                <input
                  type={radio ? 'radio' : 'checkbox'}
                  name={radio ? `filter-${filter.slug}` : undefined}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => change(item.slug)}
                  className={swatches ? styles.hidden : undefined}
                />
                {swatches ? (
                  <>
                    <span className={styles.chip} style={{ background: item.color ?? undefined }} aria-hidden="true" />
                    <span className={styles.hidden}>{`${name} (${count(item.count)})`}</span>
                  </>
                ) : (
                  <>
                    {filter.type === 'RATING' ? (
                      <>
                        <span aria-hidden="true">
                          <RatingStars rating={Number(item.slug)} size="sm" />
                        </span>
                        <span className={styles.hidden}>{name}</span>
                      </>
                    ) : (
                      <span className={styles.optionName}>{name}</span>
                    )}
                    {!radio && <span className={styles.count}>{count(item.count)}</span>}
                  </>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {filter.type === 'CHECK' && filter.items.length > SHOWN && (
        <button type="button" className={styles.more} aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t`Show fewer` : t`Show all ${count(filter.items.length)}`}
        </button>
      )}
    </fieldset>
  );
}

import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { FilterOf } from './filter-labels';
import { PriceSliderPlaceholder } from './price-slider-placeholder';
import styles from './price-filter.module.css';

type Props = { filter: FilterOf<'RangeFilter'>; onChange: (slug: string, value: string | null) => void };

// The slider library is not part of the list page's first load; the inputs work at once.
const PriceSlider = lazy(async () => ({ default: (await import('./price-slider')).PriceSlider }));

const rupees = (paise: number) => Math.round(paise / 100);

/** Price range: a two-handle slider and two number inputs in rupees; the value is 'min-max' in paise. */
export function PriceFilter({ filter, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const { min, max, step } = filter;
  const current: [number, number] = [filter.from ?? min, filter.to ?? max];
  const [range, setRange] = useState(current);
  const [text, setText] = useState(current.map((v) => String(rupees(v))));
  const key = `${current[0]}-${current[1]}`;
  useEffect(() => {
    setRange(current);
    setText(current.map((v) => String(rupees(v))));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resync only when the applied value changes
  }, [key]);

  const apply = ([from, to]: [number, number]) => {
    const low = Math.max(min, Math.min(from, to));
    const high = Math.min(Math.max(max, low), Math.max(from, to));
    if (low <= min && high >= max) onChange(filter.slug, null);
    else onChange(filter.slug, `${low}-${high}`);
  };
  const applyText = () => {
    const parsed = text.map((v, i) => (v.trim() === '' || Number.isNaN(Number(v)) ? current[i]! : Math.round(Number(v) * 100)));
    apply([parsed[0]!, parsed[1]!]);
  };
  if (max <= min) return <p className={styles.muted}>{t`No prices to filter.`}</p>;

  return (
    <div className={styles.price}>
      <Suspense fallback={<PriceSliderPlaceholder />}>
        <PriceSlider
          min={min}
          max={max}
          step={step}
          value={range}
          onMove={(v) => {
            setRange(v);
            setText([String(rupees(v[0])), String(rupees(v[1]))]);
          }}
          onCommit={apply}
        />
      </Suspense>
      <form
        className={styles.priceInputs}
        onSubmit={(event) => {
          event.preventDefault();
          applyText();
        }}
      >
        {(['from', 'to'] as const).map((end, i) => (
          <div key={end} className={styles.priceField}>
            <label htmlFor={`${id}-${end}`}>{end === 'from' ? t`Min (₹)` : t`Max (₹)`}</label>
            <input
              id={`${id}-${end}`}
              type="number"
              inputMode="numeric"
              min={rupees(min)}
              max={rupees(max)}
              value={text[i]}
              onChange={(e) => setText(i === 0 ? [e.target.value, text[1]!] : [text[0]!, e.target.value])}
              onBlur={applyText}
            />
          </div>
        ))}
        <button type="submit" className={styles.apply}>
          {t`Apply`}
        </button>
      </form>
    </div>
  );
}

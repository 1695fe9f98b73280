import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { fromDisplayUnits, toWholeUnits } from '@web/shared/format/money';
import { useDisplayCurrency } from '@web/shared/format/use-format-money';
import type { FilterOf } from './filter-labels';
import { PriceSliderPlaceholder } from './price-slider-placeholder';
import styles from './price-filter.module.css';

type Props = { filter: FilterOf<'RangeFilter'>; onChange: (slug: string, value: string | null) => void };

// The slider library is not part of the list page's first load; the inputs work at once.
const PriceSlider = lazy(async () => ({ default: (await import('./price-slider')).PriceSlider }));

/**
 * Price range: a two-handle slider and two number inputs in whole units of the shopper's display
 * currency; the value sent is 'min-max' in paise (the server filters rupees).
 */
export function PriceFilter({ filter, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const display = useDisplayCurrency();
  const { symbol } = display;
  const units = (paise: number) => String(toWholeUnits(paise, display));
  const { min, max, step } = filter;
  const current: [number, number] = [filter.from ?? min, filter.to ?? max];
  const [range, setRange] = useState(current);
  const [text, setText] = useState(current.map(units));
  const key = `${current[0]}-${current[1]}-${display.code}`;
  useEffect(() => {
    setRange(current);
    setText(current.map(units));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resync only when the applied value or the currency changes
  }, [key]);

  const apply = ([from, to]: [number, number]) => {
    const low = Math.max(min, Math.min(from, to));
    const high = Math.min(Math.max(max, low), Math.max(from, to));
    if (low <= min && high >= max) onChange(filter.slug, null);
    else onChange(filter.slug, `${low}-${high}`);
  };
  const applyText = () => {
    // An untouched input keeps its exact bound: a rounded euro or dollar amount is not the bound itself.
    const parsed = text.map((v, i) =>
      v.trim() === '' || v === units(current[i]!) ? current[i]! : (fromDisplayUnits(Number(v), display) ?? current[i]!),
    );
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
            setText([units(v[0]), units(v[1])]);
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
            <label htmlFor={`${id}-${end}`}>{end === 'from' ? t`Min (${symbol})` : t`Max (${symbol})`}</label>
            <input
              id={`${id}-${end}`}
              type="number"
              inputMode="numeric"
              min={toWholeUnits(min, display)}
              max={toWholeUnits(max, display)}
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

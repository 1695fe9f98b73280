import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useBusyUntilHydrated } from '@web/shared/ssr/use-hydrated';
import { useCurrencies } from './use-currencies';
import styles from './pickers.module.css';

/** Chooses the currency every price on the page is shown in; the choice is kept in browser storage. */
export function CurrencyPicker() {
  const { t } = useLingui();
  const id = useId();
  const { currencies, current, change } = useCurrencies();
  // A change before hydration would be lost: disabled and busy until then.
  const busy = useBusyUntilHydrated();

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {t`Currency`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        {...busy}
        onChange={(event) => change(event.target.value)}
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.symbol} {currency.code}
          </option>
        ))}
      </select>
    </div>
  );
}

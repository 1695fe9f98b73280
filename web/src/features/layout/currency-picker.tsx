import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useCurrencies } from './use-currencies';
import styles from './pickers.module.css';

/** Chooses the currency every price on the page is shown in; the choice is kept in browser storage. */
export function CurrencyPicker() {
  const { t } = useLingui();
  const id = useId();
  const { currencies, current, change } = useCurrencies();

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {t`Currency`}
      </label>
      <select id={id} className={styles.select} value={current} onChange={(event) => change(event.target.value)}>
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.symbol} {currency.code}
          </option>
        ))}
      </select>
    </div>
  );
}

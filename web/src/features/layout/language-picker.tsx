import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useHydrated } from '@web/shared/ssr/use-hydrated';
import { useLanguages } from './use-languages';
import styles from './pickers.module.css';

/** Switches the interface language without a reload; the choice is kept in browser storage. */
export function LanguagePicker() {
  const { t } = useLingui();
  const id = useId();
  const { languages, current, busy, change } = useLanguages();
  // A change before hydration would be lost: disabled and busy until then.
  const live = useHydrated();

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {t`Language`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        aria-busy={busy || !live}
        disabled={!live}
        onChange={(event) => void change(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}

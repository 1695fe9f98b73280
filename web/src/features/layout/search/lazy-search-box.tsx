import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode } from 'react';
import { RESULTS_PATH } from './search-path';
import styles from './search-box.module.css';

/** The pin before the city's name (the box and its placeholder). */
export function CityIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="10" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** The magnifier of the search button (the box and its placeholder). */
export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The search combobox (downshift, city popover) loads after the first paint. */
export const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

/**
 * The search box as the server's HTML shows it until its code has loaded: the same frame with the
 * city button's look, the "My vehicle" placeholder (`vehicle`, a link from the garage feature) and
 * the field with its placeholder text, busy, so nothing appears or moves when the box arrives
 * (docs/decisions/041).
 */
export function SearchBoxPlaceholder({ showCity = true, vehicle }: { showCity?: boolean; vehicle?: ReactNode }) {
  const { t } = useLingui();
  return (
    <form role="search" className={styles.box} action={RESULTS_PATH} method="get">
      {showCity && (
        <span className={styles.cityButton} aria-hidden="true">
          <CityIcon />
          {t`Select City`}
        </span>
      )}
      {vehicle}
      <input
        type="search"
        name="search"
        aria-label={t`Search parts`}
        placeholder={t`Part, brand or part number`}
        className={styles.input}
        disabled
        aria-busy="true"
      />
      <button type="submit" className={styles.submit} disabled aria-busy="true">
        <SearchIcon />
        <span className="visually-hidden">{t`Search`}</span>
      </button>
    </form>
  );
}

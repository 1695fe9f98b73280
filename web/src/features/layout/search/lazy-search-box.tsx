import { lazy } from 'react';
import styles from './search-box.module.css';

/** The search combobox (downshift, city popover) loads after the first paint. */
export const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

/** The search field's frame, shown until its code has loaded (same size, no behaviour yet). */
export function SearchBoxPlaceholder() {
  return <div className={styles.box} aria-hidden="true" />;
}

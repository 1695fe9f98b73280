import styles from './price-filter.module.css';

/** Same box as the slider while its code loads. */
export function PriceSliderPlaceholder() {
  return (
    <div className={styles.slider} aria-hidden="true">
      <span className={styles.track} />
    </div>
  );
}

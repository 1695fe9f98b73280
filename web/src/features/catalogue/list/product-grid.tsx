import { memo } from 'react';
import type { ProductCard_ProductFragment } from '@web/__generated__/graphql';
import { ProductCard } from '../card/product-card';
import type { View } from './list-params';
import styles from './product-grid.module.css';

/**
 * Products as a grid of cards or as a list of wide rows. Memoised: when the list's URL changes,
 * the page renders at once while the same cards stay until the new answer is rendered.
 */
export const ProductGrid = memo(function ProductGrid({
  items,
  view,
  headingLevel = 2,
  fourAcross = false,
}: {
  items: readonly ProductCard_ProductFragment[];
  view: View;
  headingLevel?: 2 | 3;
  /** Rows of four cards (two on tablets and phones): a block of 4 or 8 recommendations fills its rows. */
  fourAcross?: boolean;
}) {
  const grid = fourAcross ? `${styles.grid} ${styles.fourAcross}` : styles.grid;
  return (
    <ul className={view === 'list' ? styles.list : grid}>
      {items.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} variant={view} eager={i < 4} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
});

/** Placeholder cards shown while the first answer loads (no blank screen, no layout jump). */
export function ProductGridSkeleton({ view, count = 8 }: { view: View; count?: number }) {
  return (
    <ul className={view === 'list' ? styles.list : styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`${styles.skeleton} ${view === 'list' ? styles.skeletonRow : ''}`}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLine} />
          <span className={`${styles.skeletonLine} ${styles.short}`} />
        </li>
      ))}
    </ul>
  );
}

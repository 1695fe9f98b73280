import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CompactProductCard_ProductFragment } from '@web/__generated__/graphql';
import { CompactProductCard } from './compact-product-card';
import styles from './home.module.css';

interface ProductBlockProps {
  title: string;
  products: CompactProductCard_ProductFragment[] | undefined;
  /** Where "View all" leads. */
  more?: string;
}

/** A titled row of product cards (a swipeable strip on phones), with a placeholder while loading. */
export function ProductBlock({ title, products, more = '/catalog/products' }: ProductBlockProps) {
  const { t } = useLingui();
  const id = useId();
  if (products && products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.block}>
      <div className={styles.blockHead}>
        <h2 id={id}>{title}</h2>
        <Link to={more} className={styles.more}>
          {t`View all`}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
      <ul className={styles.products} aria-busy={!products}>
        {products
          ? products.map((product) => (
              <li key={product.id}>
                <CompactProductCard product={product} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => <li key={i} className={styles.skeleton} />)}
      </ul>
    </section>
  );
}

import { useReactiveVar } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CompactProductCard_ProductFragment } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { addToList, removeFromList, wishlistVar } from '@web/shared/state/product-lists';
import { Rating } from './rating';
import styles from './compact-product-card.module.css';

/** A small product card for the home page blocks: picture, brand, name, rating, price, wishlist. */
export function CompactProductCard({ product }: { product: CompactProductCard_ProductFragment }) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const inWishlist = useReactiveVar(wishlistVar).includes(product.id);
  const href = `/products/${encodeURIComponent(product.slug)}`;
  const badgeLabel = { SALE: t`Sale`, NEW: t`New`, HOT: t`Hot` };
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img src={product.images[0]?.url} alt="" width="240" height="240" loading="lazy" className={styles.image} />
      </Link>
      {product.badges.length > 0 && (
        <ul className={styles.badges} aria-label={t`Labels`}>
          {product.badges.map((b) => (
            <li key={b} className={styles[`badge${b}`]}>
              {badgeLabel[b]}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.wish}
        aria-pressed={inWishlist}
        aria-label={t`Add ${product.name} to wishlist`}
        onClick={() => (inWishlist ? removeFromList(wishlistVar, product.id) : addToList(wishlistVar, product.id))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
            strokeWidth="2"
            stroke="currentColor"
          />
        </svg>
      </button>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand.name}</p>
        <h3 className={styles.name}>
          <Link to={href}>{product.name}</Link>
        </h3>
        <Rating rating={product.rating} reviews={product.reviews} />
        <p className={styles.prices}>
          <span className={styles.price}>{formatMoney(product.price)}</span>
          {product.compareAtPrice && (
            <del className={styles.compareAt}>
              <span className="visually-hidden">{t`Was`} </span>
              {formatMoney(product.compareAtPrice)}
            </del>
          )}
        </p>
        {product.stock === 'OUT_OF_STOCK' && <p className={styles.stock}>{t`Out of stock`}</p>}
      </div>
    </article>
  );
}

import { Plural, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import type { ProductCard_ProductFragment } from '@web/__generated__/graphql';
import { addToCart } from '@web/shared/state/cart';
import { useHydrated } from '@web/shared/ssr/use-hydrated';
import { CurrentVehicleFitment } from '@web/shared/ui/fitment-badge';
import { useQuickView } from '../quick-view/quick-view-context';
import { RatingStars } from '../ui/rating-stars';
import { ProductBadges, ProductPrice, StockLabel } from '../ui/product-labels';
import { SaveButtons } from '../ui/save-buttons';
import styles from './product-card.module.css';

type Props = {
  product: ProductCard_ProductFragment;
  variant?: 'grid' | 'list';
  /** Images of cards above the fold load eagerly; the rest lazily. */
  eager?: boolean;
  headingLevel?: 2 | 3;
};

/** A product in a list: picture, name, rating, price, stock, badges and quick actions. */
export function ProductCard({ product, variant = 'grid', eager = false, headingLevel = 3 }: Props) {
  const { t } = useLingui();
  const quickView = useQuickView();
  const navigate = useNavigate();
  // Its buttons do nothing before the card is hydrated: disabled and busy until then.
  const live = useHydrated();
  /** Products with options are chosen in the quick view (or on their page); others go straight in. */
  const add = () =>
    product.options.length === 0
      ? addToCart({ productId: product.id, options: [], quantity: 1 }, { name: product.name })
      : quickView
        ? quickView.open(product.slug)
        : navigate(`/products/${product.slug}`);
  const Heading = `h${headingLevel}` as const;
  const href = `/products/${product.slug}`;
  const image = product.images[0]?.url;
  const featured = product.attributes.filter((a) => a.featured).slice(0, 4);
  return (
    <article className={`${styles.card} ${styles[variant]}`}>
      <div className={styles.media}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          {image && (
            <img src={image} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          )}
        </Link>
        <div className={styles.badges}>
          <ProductBadges badges={product.badges} />
        </div>
        <div className={styles.save}>
          <SaveButtons productId={product.id} productName={product.name} />
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand.name}</p>
        <Heading className={styles.name}>
          <Link to={href}>{product.name}</Link>
        </Heading>
        <div className={styles.rating}>
          <RatingStars rating={product.rating} size="sm" />
          <span className={styles.reviews}>
            <Plural value={product.reviews} _0="No reviews yet" one="# review" other="# reviews" />
          </span>
        </div>
        {variant === 'list' && (
          <>
            <p className={styles.excerpt}>{product.excerpt}</p>
            {featured.length > 0 && (
              <ul className={styles.features}>
                {featured.map((a) => (
                  <li key={a.slug}>
                    {a.name}: {a.values.map((v) => v.name).join(', ')}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <div className={styles.buy}>
        <ProductPrice price={product.price} compareAt={product.compareAtPrice} />
        <StockLabel stock={product.stock} />
        <CurrentVehicleFitment verdict={product.fitment} />
        <div className={styles.actions}>
          <Link to={href} className={styles.details}>
            {t`View details`}
            <span className={styles.hidden}>: {product.name}</span>
          </Link>
          {/* The icon buttons stay together: on a narrow card they wrap as a pair, never the cart alone. */}
          <span className={styles.iconButtons}>
            {quickView && (
              <button
                type="button"
                className={styles.quick}
                aria-label={t`Quick view: ${product.name}`}
                aria-busy={quickView.pending === product.slug || !live}
                disabled={!live}
                onClick={() => quickView.open(product.slug)}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
                  <circle cx="12" cy="12" r="3" />
                </svg>
              </button>
            )}
            <button
              type="button"
              className={styles.quick}
              aria-label={
                product.options.length === 0 ? t`Add to cart: ${product.name}` : t`Choose options: ${product.name}`
              }
              disabled={product.stock === 'OUT_OF_STOCK' || !live}
              aria-busy={!live || undefined}
              onClick={add}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="9" cy="20" r="1.5" />
                <circle cx="18" cy="20" r="1.5" />
                <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
              </svg>
            </button>
          </span>
        </div>
      </div>
    </article>
  );
}

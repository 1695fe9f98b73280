import { Plural, useLingui } from '@lingui/react/macro';
import type { ProductSummary_ProductFragment } from '@web/__generated__/graphql';
import { formatCountry } from '@web/shared/format/numbers';
import { CurrentVehicleFitment } from '@web/shared/ui/fitment-badge';
import { RatingStars } from '../ui/rating-stars';
import { ProductBadges, ProductPrice, StockLabel } from '../ui/product-labels';
import styles from './product-summary.module.css';

type Props = { product: ProductSummary_ProductFragment; heading: React.ReactNode; reviewsHref?: string };

/** Name, rating, codes, brand and country, excerpt, featured attributes, prices and stock. */
export function ProductSummary({ product, heading, reviewsHref }: Props) {
  const { t, i18n } = useLingui();
  const country = formatCountry(product.brand.country, i18n.locale);
  const reviews = <Plural value={product.reviews} _0="No reviews yet" one="# review" other="# reviews" />;
  const featured = product.attributes.filter((a) => a.featured);
  return (
    <div className={styles.summary}>
      <ProductBadges badges={product.badges} />
      {heading}
      <CurrentVehicleFitment verdict={product.fitment} size="md" />
      <div className={styles.rating}>
        <RatingStars rating={product.rating} />
        {reviewsHref ? <a href={reviewsHref}>{reviews}</a> : <span>{reviews}</span>}
      </div>
      <dl className={styles.codes}>
        <div>
          <dt>{t`Brand`}</dt>
          <dd>
            {product.brand.name} ({country})
          </dd>
        </div>
        <div>
          <dt>{t`SKU`}</dt>
          <dd>{product.sku}</dd>
        </div>
        <div>
          <dt>{t`Part number`}</dt>
          <dd>{product.partNumber}</dd>
        </div>
      </dl>
      <p className={styles.excerpt}>{product.excerpt}</p>
      {featured.length > 0 && (
        <ul className={styles.featured}>
          {featured.map((a) => (
            <li key={a.slug}>
              <span>{a.name}:</span> {a.values.map((v) => v.name).join(', ')}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.buyline}>
        <ProductPrice price={product.price} compareAt={product.compareAtPrice} size="lg" />
        <StockLabel stock={product.stock} />
      </div>
    </div>
  );
}

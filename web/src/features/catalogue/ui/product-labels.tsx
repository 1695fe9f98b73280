import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@web/shared/format/use-format';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import type { Money } from '@web/shared/format/money';
import styles from './product-labels.module.css';

type Stock = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';
type Badge = 'SALE' | 'NEW' | 'HOT';

/** Availability as a coloured label (spec: in-stock, out-of-stock, on-backorder). */
export function StockLabel({ stock }: { stock: Stock }) {
  const { t } = useLingui();
  const text = { IN_STOCK: t`In stock`, OUT_OF_STOCK: t`Out of stock`, ON_BACKORDER: t`On backorder` }[stock];
  return <span className={`${styles.stock} ${styles[stock]}`}>{text}</span>;
}

export function ProductBadges({ badges }: { badges: readonly Badge[] }) {
  const { t } = useLingui();
  if (badges.length === 0) return null;
  const text = { SALE: t`Sale`, NEW: t`New`, HOT: t`Hot` };
  return (
    <ul className={styles.badges} aria-label={t`Badges`}>
      {badges.map((badge) => (
        <li key={badge} className={`${styles.badge} ${styles[badge]}`}>
          {text[badge]}
        </li>
      ))}
    </ul>
  );
}

/**
 * Price in the chosen currency (what the shopper pays, GST included; never above the MRP), with the
 * compare-at (MRP) price struck through when discounted. The product page says that taxes are included.
 */
export function ProductPrice({
  price,
  compareAt,
  size = 'md',
}: {
  price: Money;
  compareAt?: Money | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const discounted = compareAt && compareAt.amount > price.amount;
  const { count } = useFormat();
  // The number in the shopper's locale; the % sign and word order are the translation's.
  const off = count(discounted ? Math.round((1 - price.amount / compareAt.amount) * 100) : 0);
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      <span className={discounted ? styles.newPrice : undefined}>
        {discounted && <span className={styles.hidden}>{t`Price:`} </span>}
        {format(price)}
      </span>
      {discounted && (
        <>
          <del className={styles.oldPrice}>
            <span className={styles.hidden}>{t`MRP:`} </span>
            {format(compareAt)}
          </del>
          <span className={styles.off}>{t`${off}% off`}</span>
        </>
      )}
      {size === 'lg' && <span className={styles.taxNote}>{t`Inclusive of all taxes (GST)`}</span>}
    </p>
  );
}

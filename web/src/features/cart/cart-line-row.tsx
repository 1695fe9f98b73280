import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CartLineRow_LineFragment } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { serverErrorMessage } from '@web/shared/i18n/shop-messages';
import { removeCartInstallation, removeFromCart, updateCartQuantities } from '@web/shared/state/cart';
import { MAX_QUANTITY } from '@web/shared/state/cart-lines';
import { CurrentVehicleFitment } from '@web/shared/ui/fitment-badge';
import { InstallationLine } from '@web/shared/ui/installation-line';
import { type Quantity, QuantityInput } from '@web/shared/ui/quantity-input';
import styles from './cart-line-row.module.css';

/** Quantity changes are sent for re-pricing this long after the last step (hold-to-repeat). */
export const QUANTITY_COMMIT_MS = 300;

/** One line of /cart: product, options, server prices, quantity, remove, and why it cannot be ordered. */
export function CartLineRow({
  line,
  quantity,
  updating,
}: {
  line: CartLineRow_LineFragment;
  quantity: number;
  updating: boolean;
}) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const errorId = useId();
  const [value, setValue] = useState<Quantity>(quantity);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [committed, setCommitted] = useState(quantity);
  if (committed !== quantity) {
    // the cart changed elsewhere (header, another tab, merge after sign-in): show its quantity
    setCommitted(quantity);
    setValue(quantity);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: Quantity) => {
    setValue(next);
    clearTimeout(timer.current);
    if (next === '') return;
    timer.current = setTimeout(() => updateCartQuantities([{ id: line.id, value: next }]), QUANTITY_COMMIT_MS);
  };
  const name = line.product?.name ?? t`Product not found`;
  const href = line.product ? `/products/${line.product.slug}` : null;
  const image = line.product?.images[0]?.url;
  // Typing and the + button both stop at what is in stock (the whole cart's limit on back-order);
  // a quantity already beyond it (stock sold since) keeps its error until changed.
  const max = line.availableQuantity ? Math.min(MAX_QUANTITY, line.availableQuantity) : MAX_QUANTITY;
  const partlyCounted = line.total !== null && line.total !== undefined && line.countedQuantity < line.quantity;
  return (
    <li className={styles.line}>
      <div className={styles.lineImage}>{image && <img src={image} alt="" width={80} height={80} />}</div>
      <div className={styles.lineInfo}>
        <p className={styles.lineName}>{href ? <Link to={href}>{name}</Link> : name}</p>
        {line.options.length > 0 && (
          <ul className={styles.lineOptions}>
            {line.options.map((o) => (
              <li key={o.option}>
                {o.name}: {o.valueName}
              </li>
            ))}
          </ul>
        )}
        <CurrentVehicleFitment verdict={line.fitment} />
        {line.unitPrice && <p className={styles.unit}>{t`Price: ${money(line.unitPrice)}`}</p>}
        {line.installation && (
          <InstallationLine installation={line.installation}>
            <button type="button" className={styles.removeInstallation} onClick={() => removeCartInstallation(line.id)}>
              {t`Remove installation`}
            </button>
          </InstallationLine>
        )}
        {line.errors.length > 0 && (
          <ul id={errorId} className={styles.lineErrors}>
            {line.errors.map((e, i) => (
              <li key={i}>
                {i18n._(serverErrorMessage(e.code))}
                {e.code === 'INSUFFICIENT_STOCK' &&
                  line.availableQuantity !== null &&
                  ` ${t`In stock: ${line.availableQuantity}`}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.lineControls}>
        <div className={styles.lineQuantity}>
          <QuantityInput
            label={t`Quantity of ${name}`}
            value={value}
            min={1}
            max={max}
            onChange={change}
            invalid={line.errors.some(
              (e) =>
                e.code === 'INSUFFICIENT_STOCK' ||
                e.code === 'ERROR_ADD_TO_CART_QUANTITY' ||
                e.code === 'ORDER_VALUE_LIMIT_EXCEEDED',
            )}
            describedBy={line.errors.length > 0 ? errorId : undefined}
          />
        </div>
        <p className={styles.lineTotal} aria-busy={updating || undefined}>
          <span className={styles.hidden}>{t`Line total`}: </span>
          {line.total ? money(line.total) : '—'}
          {partlyCounted && (
            <span
              className={styles.counted}
            >{t`Counted in the total: ${line.countedQuantity} of ${line.quantity}`}</span>
          )}
        </p>
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={() => removeFromCart(line.id)}
        aria-label={t`Remove ${name} from the cart`}
      >
        ×
      </button>
    </li>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RupeeNotice } from '@web/shared/ui/rupee-notice';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { usePricedCart } from './api/use-priced-cart';
import { CartLineRow } from './cart-line-row';
import { TEXT_CART_EMPTY } from './cart-messages';
import { CartTotals } from './cart-totals';
import styles from './cart.module.css';

/** /cart — the lines with quantities and remove, and the server's totals (spec sections 2–4). */
export function CartPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Shopping cart`);
  const { lines, cart, empty, updating, failed, retry } = usePricedCart();
  if (empty) {
    return (
      <section className={styles.page}>
        <h1>{t`Shopping cart`}</h1>
        <div className={styles.emptyState}>
          <p>{i18n._(TEXT_CART_EMPTY)}</p>
          <Link to="/catalog" className={styles.primary}>{t`Continue shopping`}</Link>
        </div>
      </section>
    );
  }
  if (failed) {
    return (
      <section className={styles.page} role="alert">
        <h1>{t`Shopping cart`}</h1>
        <p>{t`We could not load the prices of your cart.`}</p>
        <button type="button" className={styles.primary} onClick={retry}>{t`Try again`}</button>
      </section>
    );
  }
  if (!cart) return <div className={styles.skeleton} aria-busy="true" aria-label={t`Loading your cart`} />;
  const quantities = new Map(lines.map((l) => [l.id, l.quantity]));
  return (
    <section className={styles.page}>
      <h1>{t`Shopping cart`}</h1>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label={t`Products in your cart`}>
          {cart.lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              quantity={quantities.get(line.id) ?? line.quantity}
              updating={updating}
            />
          ))}
        </ul>
        <aside className={styles.summary} aria-labelledby="cart-totals" aria-busy={updating}>
          <h2 id="cart-totals">{t`Cart totals`}</h2>
          <CartTotals cart={cart} />
          <RupeeNotice total={cart.total} />
          {!cart.ready && <p className={styles.notReady}>{t`Please fix the marked products before checkout.`}</p>}
          <Link to="/cart/checkout" className={styles.primary}>{t`Proceed to checkout`}</Link>
          <Link to="/catalog" className={styles.secondary}>{t`Continue shopping`}</Link>
        </aside>
      </div>
    </section>
  );
}

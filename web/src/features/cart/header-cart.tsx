import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormat } from '@web/shared/format/use-format';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { InstallationLine } from '@web/shared/ui/installation-line';
import { usePricedCart } from './api/use-priced-cart';
import { useCartSync } from './api/use-cart-sync';
import { CartIcon } from './cart-icon';
import { TEXT_CART_EMPTY } from './cart-messages';
import { CartToast } from './cart-toast';
import { CartTotals } from './cart-totals';
import styles from './header-cart.module.css';

/**
 * Header cart indicator (spec section 2): count badge and total; on desktop a dropdown with the
 * lines, totals and links to the cart and checkout. Either one also shows the "added" toast and
 * keeps a signed-in shopper's cart saved, so mount one per page (the header renders only the
 * variant for its width).
 */
export function HeaderCart({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const { units } = usePricedCart();
  const { count } = useFormat();
  const label = t`${plural(units, { 0: 'Cart, empty', one: 'Cart, # item', other: 'Cart, # items' })}`;
  useCartSync();
  const badge = units > 0 && <span className={styles.badge}>{count(units)}</span>;
  return (
    <>
      {compact ? (
        <Link to="/cart" className={styles.indicator} aria-label={label}>
          <span className={styles.icon}>
            <CartIcon />
            {badge}
          </span>
        </Link>
      ) : (
        <CartDropdown units={units} title={t`Cart`} />
      )}
      <CartToast />
    </>
  );
}

/** Desktop: the visible "Cart" and total are part of the button's name (WCAG 2.5.3), the count is added for screen readers. */
function CartDropdown({ units, title }: { units: number; title: string }) {
  const { t, i18n } = useLingui();
  const count = t`${plural(units, { 0: 'empty', one: '# item', other: '# items' })}`;
  const money = useFormatMoney();
  const format = useFormat();
  const { cart, empty } = usePricedCart();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.indicator}>
        <span className={styles.icon}>
          <CartIcon />
          {units > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {format.count(units)}
            </span>
          )}
        </span>
        <span className={styles.text}>
          <span>
            {title}
            <span className={styles.hidden}> ({count})</span>
          </span>
          {cart && <span className={styles.total}>{money(cart.total)}</span>}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.panel} align="end" sideOffset={8} aria-label={t`Shopping cart`}>
          {empty || !cart ? (
            <p className={styles.empty}>{empty ? i18n._(TEXT_CART_EMPTY) : t`Loading…`}</p>
          ) : (
            <>
              <ul className={styles.lines}>
                {cart.lines.map((line) => (
                  <li key={line.id}>
                    {line.product?.images[0] && <img src={line.product.images[0].url} alt="" width={48} height={48} />}
                    <div>
                      <p className={styles.name}>{line.product?.name ?? t`Product not found`}</p>
                      {line.options.length > 0 && (
                        <p className={styles.options}>
                          {line.options.map((o) => `${o.name}: ${o.valueName}`).join(', ')}
                        </p>
                      )}
                      <p className={styles.price}>
                        {format.count(line.quantity)} × {line.unitPrice ? money(line.unitPrice) : '—'}
                      </p>
                      {line.installation && <InstallationLine installation={line.installation} />}
                    </div>
                  </li>
                ))}
              </ul>
              <CartTotals cart={cart} />
              <div className={styles.actions}>
                <Link to="/cart" onClick={close} className={styles.secondary}>{t`View cart`}</Link>
                <Link to="/cart/checkout" onClick={close} className={styles.primary}>{t`Checkout`}</Link>
              </div>
            </>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

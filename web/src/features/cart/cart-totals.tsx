import { useLingui } from '@lingui/react/macro';
import type { CartTotals_CartFragment } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { TOTAL_TITLES } from '@web/shared/i18n/shop-messages';
import styles from './cart.module.css';

/** Subtotal, shipping, tax and total exactly as the server priced them. */
export function CartTotals({ cart }: { cart: CartTotals_CartFragment }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t`Subtotal`}</dt>
        <dd>{money(cart.subtotal)}</dd>
      </div>
      {cart.totals.map((line) => (
        <div key={line.type}>
          <dt>{TOTAL_TITLES[line.type] ? i18n._(TOTAL_TITLES[line.type]!) : line.type}</dt>
          <dd>{money(line.price)}</dd>
        </div>
      ))}
      <div className={styles.grandTotal}>
        <dt>{t`Total`}</dt>
        <dd>{money(cart.total)}</dd>
      </div>
    </dl>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { CartTotals_CartFragment } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { splitTotals, totalTitle } from '@web/shared/i18n/shop-messages';
import styles from './cart.module.css';

/** Subtotal, delivery and total exactly as the server priced them, then the GST they include. */
export function CartTotals({ cart }: { cart: CartTotals_CartFragment }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const { added, included } = splitTotals(cart.totals);
  return (
    <>
      <dl className={styles.totals}>
        <div>
          <dt>{t`Subtotal`}</dt>
          <dd>{money(cart.subtotal)}</dd>
        </div>
        {added.map((line) => (
          <div key={line.type}>
            <dt>{totalTitle(i18n, line)}</dt>
            <dd>{money(line.price)}</dd>
          </div>
        ))}
        <div className={styles.grandTotal}>
          <dt>{t`Total`}</dt>
          <dd>{money(cart.total)}</dd>
        </div>
        {included.map((line) => (
          <div key={`${line.type}-${line.rate}`} className={styles.included}>
            <dt>{totalTitle(i18n, line)}</dt>
            <dd>{money(line.price)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.taxNote}>{t`Prices include GST. A GST invoice comes with every order.`}</p>
    </>
  );
}

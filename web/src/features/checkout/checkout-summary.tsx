import { useLingui } from '@lingui/react/macro';
import type { CheckoutSummary_CartFragment } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { serverErrorMessage, TOTAL_TITLES } from '@web/shared/i18n/shop-messages';
import { RupeeNotice } from '@web/shared/ui/rupee-notice';
import styles from './checkout-summary.module.css';

/** "Your order": the lines and totals as the server prices them now. */
export function CheckoutSummary({ cart }: { cart: CheckoutSummary_CartFragment }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{t`Your order`}</h2>
      <ul className={styles.lines}>
        {cart.lines.map((line) => (
          <li key={line.id}>
            <div>
              <p className={styles.name}>
                {line.product?.name ?? t`Product not found`} × {line.quantity}
              </p>
              {line.options.length > 0 && <p className={styles.options}>{line.options.map((o) => `${o.name}: ${o.valueName}`).join(', ')}</p>}
              {line.errors.map((e, i) => (
                <p key={i} className={styles.error}>
                  {i18n._(serverErrorMessage(e.code))}
                </p>
              ))}
            </div>
            <span className={styles.amount}>{line.total ? money(line.total) : '—'}</span>
          </li>
        ))}
      </ul>
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
        <div className={styles.total}>
          <dt>{t`Total`}</dt>
          <dd>{money(cart.total)}</dd>
        </div>
      </dl>
      <RupeeNotice total={cart.total} />
    </section>
  );
}

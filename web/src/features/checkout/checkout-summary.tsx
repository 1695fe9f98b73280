import { useLingui } from '@lingui/react/macro';
import type { CheckoutSummary_CartFragment } from '@web/__generated__/graphql';
import { useFormatMoney } from '@web/shared/format/use-format-money';
import { serverErrorMessage, splitTotals, totalTitle } from '@web/shared/i18n/shop-messages';
import { InstallationLine } from '@web/shared/ui/installation-line';
import { RupeeNotice } from '@web/shared/ui/rupee-notice';
import styles from './checkout-summary.module.css';

/** "Your order": the lines and totals as the server prices them now. */
export function CheckoutSummary({
  cart,
  itemErrors = [],
}: {
  cart: CheckoutSummary_CartFragment;
  /** Codes of the last refused checkout per item index (e.g. SLOT_FULL of an installation). */
  itemErrors?: readonly (readonly string[])[];
}) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{t`Your order`}</h2>
      <ul className={styles.lines}>
        {cart.lines.map((line, index) => (
          <li key={line.id}>
            <div>
              <p className={styles.name}>
                {line.product?.name ?? t`Product not found`} × {line.quantity}
              </p>
              {line.options.length > 0 && (
                <p className={styles.options}>{line.options.map((o) => `${o.name}: ${o.valueName}`).join(', ')}</p>
              )}
              {line.installation && <InstallationLine installation={line.installation} />}
              {[...new Set([...line.errors.map((e) => e.code), ...(itemErrors[index] ?? [])])].map((code) => (
                <p key={code} className={styles.error}>
                  {i18n._(serverErrorMessage(code))}
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
        {splitTotals(cart.totals).added.map((line) => (
          <div key={line.type}>
            <dt>{totalTitle(i18n, line)}</dt>
            <dd>{money(line.price)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{t`Total`}</dt>
          <dd>{money(cart.total)}</dd>
        </div>
        {splitTotals(cart.totals).included.map((line) => (
          <div key={`${line.type}-${line.rate}`} className={styles.included}>
            <dt>{totalTitle(i18n, line)}</dt>
            <dd>{money(line.price)}</dd>
          </div>
        ))}
      </dl>
      <RupeeNotice total={cart.total} />
    </section>
  );
}

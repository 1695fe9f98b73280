import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { OrderView_OrderFragment, PaymentReferenceInput } from '@web/__generated__/graphql';
import { formatMoney, INR } from '@web/shared/format/money';
import { formatCount, formatDateTime } from '@web/shared/format/numbers';
import { PAYMENT_METHODS, PAYMENT_STATUSES, splitTotals, totalTitle } from '@web/shared/i18n/shop-messages';
import { useIntlLocale } from '@web/shared/format/use-format';
import { BankTransferDetails } from './bank-transfer-details';
import { OrderAddress } from './order-address';
import { OrderInstallations } from './order-installations';
import { OrderShipment } from './order-shipment';
import { OrderTaxDocuments } from './order-tax-documents';
import { OrderTimeline } from './order-timeline';
import { UpiPayment } from './upi-payment';
import styles from './orders.module.css';

type Props = {
  order: OrderView_OrderFragment;
  headingLevel?: 2 | 3;
  /** The e-mail the shopper tracked the order with: lets them give a UPI reference without its token. */
  trackedEmail?: string;
};

/**
 * A placed order: payment status and how to pay, status timeline, items, totals and addresses.
 * Orders are charged in rupees, so the amounts are shown in rupees whatever currency the shop is
 * displayed in (issue 8).
 */
export function OrderView({ order, headingLevel = 2, trackedEmail }: Props) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const rupees = (money: { amount: number; currency: string }) => formatMoney(money, INR, locale);
  const date = formatDateTime(order.createdAt, locale);
  const H = `h${headingLevel}` as const;
  const method = PAYMENT_METHODS[order.payment.method];
  const paymentStatus = PAYMENT_STATUSES[order.payment.status];
  const lookup: Omit<PaymentReferenceInput, 'utr'> | null = order.token
    ? { token: order.token }
    : trackedEmail
      ? { number: order.number, email: trackedEmail }
      : null;
  return (
    <div className={styles.order}>
      <dl className={styles.facts}>
        <div>
          <dt>{t`Order number`}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t`Date`}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t`Total`}</dt>
          <dd>{rupees(order.total)}</dd>
        </div>
        <div>
          <dt>{t`Payment method`}</dt>
          <dd>{method ? i18n._(method) : order.payment.method}</dd>
        </div>
        <div>
          <dt>{t`Payment status`}</dt>
          <dd>
            <span className={`${styles.payment} ${styles[`payment_${order.payment.status.toLowerCase()}`] ?? ''}`}>
              {paymentStatus ? i18n._(paymentStatus) : order.payment.status}
            </span>
          </dd>
        </div>
      </dl>
      <UpiPayment payment={order.payment} lookup={lookup} headingLevel={headingLevel} />
      <OrderTimeline status={order.status} />
      <OrderShipment order={order} headingLevel={headingLevel} />
      <OrderTaxDocuments order={order} headingLevel={headingLevel} />
      {order.payment.bankTransfer && (
        <BankTransferDetails details={order.payment.bankTransfer} headingLevel={headingLevel} />
      )}
      <section aria-labelledby={`order-${order.id}-items`}>
        <H id={`order-${order.id}-items`}>{t`Products`}</H>
        <table className={styles.items}>
          <thead>
            <tr>
              <th scope="col">{t`Product`}</th>
              <th scope="col">{t`Price`}</th>
              <th scope="col">{t`Quantity`}</th>
              <th scope="col">{t`Total`}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, i) => (
              <tr key={i}>
                <td>
                  {item.product ? <Link to={`/products/${item.product.slug}`}>{item.name}</Link> : item.name}
                  {item.options.length > 0 && (
                    <span className={styles.options}>
                      {item.options.map((o) => `${o.name}: ${o.valueName}`).join(', ')}
                    </span>
                  )}
                </td>
                <td>{rupees(item.price)}</td>
                <td>{formatCount(item.quantity, locale)}</td>
                <td>{rupees(item.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>{t`Subtotal`}</th>
              <td>{rupees(order.subtotal)}</td>
            </tr>
            {splitTotals(order.totals).added.map((line) => (
              <tr key={line.type}>
                <th scope="row" colSpan={3}>
                  {totalTitle(i18n, line)}
                </th>
                <td>{rupees(line.price)}</td>
              </tr>
            ))}
            <tr className={styles.grand}>
              <th scope="row" colSpan={3}>{t`Total`}</th>
              <td>{rupees(order.total)}</td>
            </tr>
            {splitTotals(order.totals).included.map((line) => (
              <tr key={`${line.type}-${line.rate}`} className={styles.included}>
                <th scope="row" colSpan={3}>
                  {totalTitle(i18n, line)}
                </th>
                <td>{rupees(line.price)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </section>
      {order.installations.length > 0 && <OrderInstallations order={order} headingLevel={headingLevel} />}
      <div className={styles.addresses}>
        <section aria-labelledby={`order-${order.id}-shipping`}>
          <H id={`order-${order.id}-shipping`}>{t`Shipping address`}</H>
          <OrderAddress address={order.shippingAddress} />
        </section>
        <section aria-labelledby={`order-${order.id}-billing`}>
          <H id={`order-${order.id}-billing`}>{t`Billing address`}</H>
          <OrderAddress address={order.billingAddress} />
        </section>
      </div>
    </div>
  );
}

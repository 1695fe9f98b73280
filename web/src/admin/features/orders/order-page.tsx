import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useAdminOrderQuery } from '@web/__generated__/admin-graphql';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { requestErrors } from '@web/admin/shared/ui/server-errors';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';
import { orderStatusName, paymentMethodName, paymentStatusName } from './order-labels';
import { DocumentLink } from './document-link';
import { orderNumberFrom } from './order-filter-params';
import { OrderMoves } from './order-moves';

/** One order: its lines, buyer and address, payment and shipment, and the next steps. */
export function OrderPage() {
  const { i18n, t } = useLingui();
  const params = useParams();
  const number = orderNumberFrom(params.number);
  useAdminTitle(t`Order ${params.number ?? ''}`);
  const format = useAdminFormat();
  const { data, error } = useAdminOrderQuery({ variables: { number: number ?? 0 }, skip: number === null });
  const order = data?.order;
  if (number === null || (data && !order)) return <ErrorAlert keys={['ERROR_API_PAGE_NOT_FOUND']} />;
  if (error) return <ErrorAlert keys={requestErrors(error).map((e) => `ERROR_API_${e.code}`)} />;
  if (!order) return <p role="status">{t`Loading…`}</p>;
  const address = order.shippingAddress;
  return (
    <>
      <p>
        <Link to="/admin/orders">
          <Trans>All orders</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Order {order.number}</Trans>
      </h1>
      <div className={styles.grid}>
        <section aria-labelledby="state-title" className={styles.card}>
          <h2 id="state-title">
            <Trans>State</Trans>
          </h2>
          <dl className={styles.facts}>
            <dt>{t`Placed`}</dt>
            <dd>{format.dateTime(order.createdAt)}</dd>
            <dt>{t`Status`}</dt>
            <dd>{orderStatusName(i18n, order.status)}</dd>
            <dt>{t`Payment`}</dt>
            <dd>
              {paymentStatusName(i18n, order.paymentStatus)} · {paymentMethodName(i18n, order.paymentMethod)}
            </dd>
            {order.shopperPaymentReference ? (
              <>
                <dt>{t`UTR from the shopper`}</dt>
                <dd>{order.shopperPaymentReference}</dd>
              </>
            ) : null}
            {order.confirmedPaymentReference ? (
              <>
                <dt>{t`UTR confirmed`}</dt>
                <dd>{order.confirmedPaymentReference}</dd>
              </>
            ) : null}
            {order.refundReference ? (
              <>
                <dt>{t`Refund reference`}</dt>
                <dd>{order.refundReference}</dd>
              </>
            ) : null}
            {order.awbNumber ? (
              <>
                <dt>{t`Shipped with`}</dt>
                <dd>
                  {order.courier} · {order.awbNumber}
                </dd>
              </>
            ) : null}
            {order.invoiceNumber ? (
              <>
                <dt>{t`Tax invoice`}</dt>
                <dd>
                  <DocumentLink
                    number={order.number}
                    series="invoice"
                    label={t`Tax invoice ${order.invoiceNumber} (PDF)`}
                  />
                </dd>
              </>
            ) : null}
            {order.creditNoteNumber ? (
              <>
                <dt>{t`Credit note`}</dt>
                <dd>
                  <DocumentLink
                    number={order.number}
                    series="credit-note"
                    label={t`Credit note ${order.creditNoteNumber} (PDF)`}
                  />
                </dd>
              </>
            ) : null}
          </dl>
        </section>
        <OrderMoves order={order} />
        <section aria-labelledby="buyer-title" className={styles.card}>
          <h2 id="buyer-title">
            <Trans>Buyer and delivery</Trans>
          </h2>
          <address>
            {address.firstName} {address.lastName}
            {address.company ? <div>{address.company}</div> : null}
            <div>{[address.address1, address.address2, address.landmark].filter(Boolean).join(', ')}</div>
            <div>{[address.city, address.state, address.postcode].filter(Boolean).join(', ')}</div>
            <div>{order.email}</div>
            <div>{address.phone}</div>
          </address>
          {order.buyerGstin ? <p>{t`GSTIN: ${order.buyerGstin}`}</p> : null}
        </section>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted}>{t`Lines of the order`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Product`}</th>
              <th scope="col">{t`Quantity`}</th>
              <th scope="col">{t`Unit price`}</th>
              <th scope="col">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.position}>
                <td>
                  <div>{item.name}</div>
                  <div className={styles.muted}>
                    {item.sku}
                    {item.options ? ` · ${item.options}` : ''}
                    {item.backOrdered ? ` · ${t`back-ordered`}` : ''}
                  </div>
                </td>
                <td>{item.quantity}</td>
                <td>{format.money(item.unitPrice.amount)}</td>
                <td>{format.money(item.total.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>{t`Delivery`}</th>
              <td>{format.money(order.shipping.amount)}</td>
            </tr>
            {order.installation.amount ? (
              <tr>
                <th scope="row" colSpan={3}>{t`Installation`}</th>
                <td>{format.money(order.installation.amount)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={3}>{t`Total`}</th>
              <td>{format.money(order.total.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

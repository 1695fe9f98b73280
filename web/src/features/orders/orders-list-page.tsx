import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { useAccountOrdersQuery } from '@web/__generated__/graphql';
import { formatMoney, INR } from '@web/shared/format/money';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@web/shared/i18n/shop-messages';
import { useIntlLocale } from '@web/shared/format/use-format';
import { formatDate } from '@web/shared/format/numbers';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { GuestOrdersClaim } from './guest-orders-claim';
import styles from './order-pages.module.css';
import view from './orders.module.css';

/** /account/orders — the shopper's orders, newest first, 8 per page (spec section 9). */
export function OrdersListPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Order history`);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, loading, error, refetch } = useAccountOrdersQuery({
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const locale = useIntlLocale();
  const list = data?.orders;
  return (
    <section className={styles.accountPage}>
      <h1>{t`Order history`}</h1>
      {data?.viewer && <GuestOrdersClaim viewer={data.viewer} />}
      {loading && !list && <div className={styles.skeleton} aria-busy="true" aria-label={t`Loading your orders`} />}
      {error && !list && (
        <div role="alert">
          <p>{t`We could not load your orders.`}</p>
          <button type="button" className={styles.button} onClick={() => void refetch()}>{t`Try again`}</button>
        </div>
      )}
      {list && list.items.length === 0 && (
        <p>
          {t`You have not placed any orders yet.`} <Link to="/catalog">{t`Start shopping`}</Link>
        </p>
      )}
      {list && list.items.length > 0 && (
        <>
          {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
          <div className={view.itemsScroller} role="region" aria-label={t`Order history`} tabIndex={0}>
            <table className={view.items}>
              <caption
                className={styles.hidden}
              >{t`Orders ${list.pageInfo.from}–${list.pageInfo.to} of ${list.pageInfo.total}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Order`}</th>
                  <th scope="col">{t`Date`}</th>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col">{t`Payment`}</th>
                  <th scope="col">{t`Total`}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={`/account/orders/${order.id}`}>{t`Order ${order.number}`}</Link>
                    </td>
                    <td>{formatDate(order.createdAt, locale)}</td>
                    <td>
                      <span className={`${styles.status} ${styles[order.status.toLowerCase()] ?? ''}`}>
                        {i18n._(ORDER_STATUSES[order.status]!)}
                      </span>
                    </td>
                    <td>
                      {PAYMENT_STATUSES[order.payment.status]
                        ? i18n._(PAYMENT_STATUSES[order.payment.status]!)
                        : order.payment.status}
                    </td>
                    <td>{formatMoney(order.total, INR, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.pageInfo.pages > 1 && (
            <nav aria-label={t`Pages`} className={styles.pager}>
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setParams({ page: String(page - 1) })}
              >{t`Previous`}</button>
              <span>{t`Page ${page} of ${list.pageInfo.pages}`}</span>
              <button
                type="button"
                disabled={page >= list.pageInfo.pages}
                onClick={() => setParams({ page: String(page + 1) })}
              >{t`Next`}</button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

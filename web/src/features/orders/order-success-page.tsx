import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useOrderByTokenQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { OrderView } from './order-view';
import styles from './order-pages.module.css';

/** /cart/checkout/:token — "thank you" with the order by its unguessable token (anyone holding it). */
export function OrderSuccessPage({ notFound }: { notFound: React.ReactNode }) {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useOrderByTokenQuery({ variables: { token } });
  const order = data?.orderByToken;
  usePageTitle(order ? t`Order ${order.number} placed` : t`Order placed`);
  if (loading && !data) return <div className={styles.skeleton} aria-busy="true" aria-label={t`Loading your order`} />;
  if (error && !data) {
    return (
      <section className={styles.page} role="alert">
        <h1>{t`We could not load your order`}</h1>
        <button type="button" className={styles.button} onClick={() => void refetch()}>{t`Try again`}</button>
      </section>
    );
  }
  if (!order) return notFound;
  return (
    <section className={styles.page}>
      <div className={styles.thanks}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1>{t`Thank you! Your order has been received.`}</h1>
        <p>{t`Order number ${order.number}. We have sent a confirmation to ${order.email}.`}</p>
        <p>
          <Trans>
            You can check your order later on the <Link to="/track-order">track order</Link> page with its number and
            your e-mail address.
          </Trans>
        </p>
      </div>
      <OrderView order={order} />
      <Link to="/catalog" className={styles.button}>{t`Continue shopping`}</Link>
    </section>
  );
}

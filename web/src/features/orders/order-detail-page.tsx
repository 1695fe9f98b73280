import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAccountOrderQuery, useCancelOrderMutation } from '@web/__generated__/graphql';
import { serverErrorMessage } from '@web/shared/i18n/shop-messages';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { OrderView } from './order-view';
import styles from './order-pages.module.css';
import view from './orders.module.css';

/** /account/orders/:id — one of the shopper's orders; a PENDING one can be cancelled. */
export function OrderDetailPage({ notFound }: { notFound: React.ReactNode }) {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useAccountOrderQuery({ variables: { id } });
  const [cancel, cancelState] = useCancelOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const order = data?.order;
  usePageTitle(order ? t`Order ${order.number}` : t`Order details`);
  if (loading && !data) return <div className={styles.skeleton} aria-busy="true" aria-label={t`Loading your order`} />;
  if (error && !data) {
    return (
      <div role="alert">
        <p>{t`We could not load this order.`}</p>
        <button type="button" className={styles.button} onClick={() => void refetch()}>{t`Try again`}</button>
      </div>
    );
  }
  if (!order) return notFound;
  const onCancel = async () => {
    if (!window.confirm(t`Cancel order ${order.number}?`)) return;
    setProblem(null);
    const result = await cancel({ variables: { id: order.id } }).catch(() => null);
    const code = result ? result.data?.cancelOrder.errors[0]?.code : 'UNEXPECTED';
    if (code) setProblem(code);
    else void refetch();
  };
  return (
    <section className={styles.accountPage}>
      <p>
        <Link to="/account/orders">{t`Back to order history`}</Link>
      </p>
      <h1>{t`Order ${order.number}`}</h1>
      <OrderView order={order} />
      {problem && (
        <p role="alert" className={view.cancelled}>
          {i18n._(serverErrorMessage(problem))}
        </p>
      )}
      {order.cancellable && (
        <button
          type="button"
          className={styles.secondary}
          disabled={cancelState.loading}
          onClick={() => void onCancel()}
        >
          {t`Cancel order`}
        </button>
      )}
    </section>
  );
}

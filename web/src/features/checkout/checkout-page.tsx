import { useReactiveVar } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCheckoutPageQuery } from '@web/__generated__/graphql';
import { cartVar, clearCart } from '@web/shared/state/cart';
import { toLineInputs } from '@web/shared/state/cart-lines';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import styles from './checkout-form.module.css';

/** /cart/checkout — the form beside the order summary priced by the server (issue 7). */
export function CheckoutPage() {
  const { t } = useLingui();
  usePageTitle(t`Checkout`);
  const navigate = useNavigate();
  const lines = useReactiveVar(cartVar);
  const [placed, setPlaced] = useState(false);
  // Errors of the last refused checkout, for the lines it was refused with (a changed cart drops them).
  const [refused, setRefused] = useState<{ lines: typeof lines; errors: string[][] } | null>(null);
  const inputs = useMemo(() => toLineInputs(lines), [lines]);
  // Network only: the shopper and their saved addresses must be the server's answer now, never a
  // cache entry from before they signed in or added an address (a stale entry would mount the form
  // as a guest or without the new address). While the cart changes, the last answer stays on screen.
  // Priced for the delivery state once the shopper has given one: the GST then shows as CGST + SGST or IGST.
  const [deliveryState, setDeliveryState] = useState<string | null>(null);
  const variables = deliveryState ? { lines: inputs, deliveryState } : { lines: inputs };
  const { data, previousData, error, refetch } = useCheckoutPageQuery({ variables, fetchPolicy: 'network-only' });
  const page = data ?? previousData;

  if (lines.length === 0 && !placed) {
    return (
      <section className={styles.page}>
        <h1>{t`Checkout`}</h1>
        <p>{t`Your cart is empty, so there is nothing to check out yet.`}</p>
        <Link to="/catalog" className={styles.place}>{t`Continue shopping`}</Link>
      </section>
    );
  }
  if (!page) {
    if (error) {
      return (
        <section className={styles.page} role="alert">
          <h1>{t`Checkout`}</h1>
          <p>{t`We could not load the checkout. Please try again.`}</p>
          <button type="button" className={styles.place} onClick={() => void refetch()}>{t`Try again`}</button>
        </section>
      );
    }
    return <div className={styles.skeleton} aria-busy="true" aria-label={t`Loading the checkout`} />;
  }
  return (
    <section className={styles.page}>
      <h1>{t`Checkout`}</h1>
      <div className={styles.layout}>
        <CheckoutForm
          data={page}
          onPlaced={(order) => {
            setPlaced(true);
            navigate(order.token ? `/cart/checkout/${order.token}` : `/account/orders/${order.id}`, { replace: true });
            clearCart();
          }}
          onItemErrors={(errors) => {
            setRefused({ lines, errors });
            // Price again: a slot that filled up meanwhile shows as full on its line.
            if (errors.length) void refetch();
          }}
          onDeliveryState={setDeliveryState}
        />
        <CheckoutSummary cart={page.cart} itemErrors={refused?.lines === lines ? refused.errors : []} />
      </div>
    </section>
  );
}

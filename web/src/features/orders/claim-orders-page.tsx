import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverErrorMessage } from '@web/shared/i18n/shop-messages';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { type ClaimOutcome, useClaimGuestOrders } from './api/use-claim-guest-orders';
import styles from './order-pages.module.css';

/** /account/claim-orders?token=… — the link from the e-mail: adds the guest orders once and says how many. */
export function ClaimOrdersPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Add guest orders`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { claim } = useClaimGuestOrders();
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // The token works once: claim it once, even when React runs effects twice.
    if (started.current) return;
    started.current = true;
    void claim(token).then(setOutcome);
  }, [claim, token]);
  return (
    <section className={styles.accountPage}>
      <h1>{t`Add guest orders`}</h1>
      {!outcome && <div className={styles.skeleton} aria-busy="true" aria-label={t`Adding your orders`} />}
      {outcome && outcome.claimed !== null && (
        <p role="status">
          {outcome.claimed === 1
            ? t`One order was added to your account.`
            : t`${outcome.claimed} orders were added to your account.`}
        </p>
      )}
      {outcome && outcome.claimed === null && <p role="alert">{i18n._(serverErrorMessage(outcome.errors[0]!))}</p>}
      {outcome && <Link to="/account/orders">{t`Go to your orders`}</Link>}
    </section>
  );
}

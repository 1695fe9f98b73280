import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMyStockNoticesQuery } from '@web/__generated__/graphql';
import { serverErrorMessage } from '@web/shared/i18n/shop-messages';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { useStopStockNotice } from '../api/use-stop-stock-notice';
import { PageSpinner } from '../ui/page-spinner';
import formStyles from '../ui/account-ui.module.css';
import { StockNoticeItem } from './stock-notice-item';
import styles from './stock-notices.module.css';

type Outcome = { stopped: string } | { code: string } | null;

/**
 * /account/stock-notices — the signed-in shopper's open back-in-stock requests (those asked as a
 * guest with the account's address too; the server decides which), each with Stop.
 */
export function StockNoticesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Back-in-stock notices`);
  const { data, error, refetch } = useMyStockNoticesQuery({ fetchPolicy: 'cache-and-network' });
  const { stop, busyId } = useStopStockNotice();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = data?.myStockNotices;

  async function stopNotice(id: string, productName: string) {
    setOutcome(null);
    const code = await stop(id);
    setOutcome(code ? { code } : { stopped: productName });
  }

  return (
    <section className={styles.page} aria-labelledby="stock-notices-title">
      <h1 id="stock-notices-title">{t`Back-in-stock notices`}</h1>
      <p>{t`We e-mail you once when one of these products can be ordered again, then forget the request.`}</p>
      <div aria-live="polite">
        {outcome && 'stopped' in outcome && (
          <p role="status" className={formStyles.success}>
            {t`Stopped. We will not e-mail you about ${outcome.stopped}.`}
          </p>
        )}
      </div>
      {outcome && 'code' in outcome && (
        <p role="alert" className={formStyles.danger}>
          {i18n._(serverErrorMessage(outcome.code))}
        </p>
      )}
      {!list && !error && <PageSpinner />}
      {error && !list && (
        <div role="alert">
          <p>{t`We could not load your back-in-stock notices.`}</p>
          <button type="button" className={formStyles.secondary} onClick={() => void refetch()}>
            {t`Try again`}
          </button>
        </div>
      )}
      {list && list.length === 0 && (
        <p>
          {t`You are not waiting for any product.`} <Link to="/catalog">{t`Continue shopping`}</Link>
        </p>
      )}
      {list && list.length > 0 && (
        <ul className={styles.list} aria-label={t`Products you are waiting for`}>
          {list.map((notice) => (
            <StockNoticeItem
              key={notice.id}
              notice={notice}
              busy={busyId === notice.id}
              onStop={() => void stopNotice(notice.id, notice.product.name)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

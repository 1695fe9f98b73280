import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCancelStockNoticeMutation } from '@web/__generated__/graphql';
import { serverErrorMessage } from '@web/shared/i18n/shop-messages';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import styles from './stock-notice.module.css';

/**
 * /stock-notices/cancel?token=… — the link of a back-in-stock confirmation e-mail. Opening the link
 * changes nothing (mail scanners open links); the shopper confirms with the button.
 */
export function StockNoticeCancelPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Stop a back-in-stock notice`);
  const token = useSearchParams()[0].get('token') ?? '';
  const [cancel, { loading }] = useCancelStockNoticeMutation();
  const [result, setResult] = useState<{ productName: string | null; code: string | null } | null>(null);
  const stop = async () => {
    try {
      const { data } = await cancel({ variables: { token } });
      const answer = data?.cancelStockNotice;
      setResult({ productName: answer?.productName ?? null, code: answer?.errors[0]?.code ?? null });
    } catch {
      setResult({ productName: null, code: 'UNEXPECTED' });
    }
  };
  return (
    <section className={styles.page} aria-labelledby="stock-notice-cancel">
      <h1 id="stock-notice-cancel">{t`Stop a back-in-stock notice`}</h1>
      {result?.productName ? (
        <p role="status">{t`Stopped. We will not e-mail you about ${result.productName}.`}</p>
      ) : (
        <>
          <p>{t`You asked us to e-mail you when a product is back in stock. Stop that notice?`}</p>
          <div>
            <button type="button" className={styles.button} disabled={loading} onClick={() => void stop()}>
              {t`Stop the notice`}
            </button>
          </div>
          {result?.code && (
            <p className={styles.error} role="alert">
              {i18n._(serverErrorMessage(result.code))}
            </p>
          )}
        </>
      )}
      <p>
        <Link to="/catalog">{t`Continue shopping`}</Link>
      </p>
    </section>
  );
}

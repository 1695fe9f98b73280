import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useOrderTaxDocumentQuery } from '@web/__generated__/graphql';
import { usePageTitle } from '@web/shared/ui/use-page-title';
import { TaxDocumentView } from './tax-document-view';
import styles from './tax-documents.module.css';
import pages from './order-pages.module.css';

/**
 * /cart/checkout/:token/invoice and /cart/checkout/:token/credit-note — an order's tax document
 * for whoever holds the order's token (the order page and the e-mails link here), print-friendly,
 * with its PDF. Unknown token or no such document: "Page Not Found".
 */
export function TaxDocumentPage({ kind, notFound }: { kind: 'invoice' | 'credit-note'; notFound: React.ReactNode }) {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useOrderTaxDocumentQuery({ variables: { token } });
  const order = data?.orderByToken;
  const document = kind === 'invoice' ? order?.invoice : order?.creditNote;
  const number = document?.number;
  usePageTitle(number ? (kind === 'invoice' ? t`Tax invoice ${number}` : t`Credit note ${number}`) : t`Tax invoice`);
  if (loading && !data) return <div className={pages.skeleton} aria-busy="true" aria-label={t`Loading the document`} />;
  if (error && !data) {
    return (
      <section className={pages.page} role="alert">
        <h1>{t`We could not load this document`}</h1>
        <button type="button" className={pages.button} onClick={() => void refetch()}>{t`Try again`}</button>
      </section>
    );
  }
  if (!order || !document) return notFound;
  return (
    <section className={`${pages.page} ${styles.page}`}>
      <div className={styles.toolbar}>
        <Link to={`/cart/checkout/${token}`}>{t`Back to order ${order.number}`}</Link>
        <h1>
          {kind === 'invoice' ? t`Tax invoice for order ${order.number}` : t`Credit note for order ${order.number}`}
        </h1>
        <div className={styles.actions}>
          <button type="button" className={pages.button} onClick={() => window.print()}>{t`Print`}</button>
          <a className={styles.download} href={document.pdfUrl} download>{t`Download PDF`}</a>
        </div>
      </div>
      <TaxDocumentView document={document} />
    </section>
  );
}

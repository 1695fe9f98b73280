import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { OrderTaxDocuments_OrderFragment } from '@web/__generated__/graphql';
import { formatDate } from '@web/shared/format/numbers';
import { useIntlLocale } from '@web/shared/format/use-format';
import styles from './tax-documents.module.css';

/**
 * The order's tax invoice and credit note: links to the page and the PDF for the owner and the
 * token holder; read by tracking (no token), only their numbers and dates.
 */
export function OrderTaxDocuments({
  order,
  headingLevel = 2,
}: {
  order: OrderTaxDocuments_OrderFragment;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  if (order.taxDocuments.length === 0) return null;
  const H = `h${headingLevel}` as const;
  const documents = [
    { kind: 'invoice', doc: order.invoice, title: (number: string) => t`Tax invoice ${number}` },
    { kind: 'credit-note', doc: order.creditNote, title: (number: string) => t`Credit note ${number}` },
  ] as const;
  return (
    <section className={styles.links} aria-labelledby="order-tax-documents">
      <H id="order-tax-documents">{t`Tax documents`}</H>
      {order.token ? (
        <ul>
          {documents.map(({ kind, doc, title }) =>
            doc ? (
              <li key={kind}>
                <Link to={`/cart/checkout/${order.token}/${kind}`}>{title(doc.number)}</Link>
                {' · '}
                <span>{formatDate(doc.issueDate, locale)}</span>
                {' · '}
                <a href={`/orders/${order.token}/${kind}.pdf`} download>{t`Download PDF`}</a>
              </li>
            ) : null,
          )}
        </ul>
      ) : (
        <>
          <ul>
            {order.taxDocuments.map(({ kind, number, issueDate }) => {
              const date = formatDate(issueDate, locale);
              return (
                <li key={number}>
                  {kind === 'INVOICE' ? t`Tax invoice ${number} of ${date}` : t`Credit note ${number} of ${date}`}
                </li>
              );
            })}
          </ul>
          <p>{t`Open it from the link in your order e-mail or from your account.`}</p>
        </>
      )}
    </section>
  );
}

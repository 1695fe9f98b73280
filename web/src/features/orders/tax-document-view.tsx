import type { TaxDocumentView_DocumentFragment } from '@web/__generated__/graphql';
import { formatMoney, INR } from '@web/shared/format/money';
import { formatDate } from '@web/shared/format/numbers';
import styles from './tax-documents.module.css';

/** The document's own language: Indian tax invoices are commonly in English, whatever the page's language. */
const DOCUMENT_LOCALE = 'en-IN';

const money = (m: { amount: number; currency: string }) => formatMoney(m, INR, DOCUMENT_LOCALE);
const date = (d: string) => formatDate(d, DOCUMENT_LOCALE, 'medium');

/**
 * A tax invoice or credit note exactly as issued (the stored document), laid out for the screen
 * and for printing. Its content is in English, like the PDF; the page around it is translated.
 */
export function TaxDocumentView({ document: d }: { document: TaxDocumentView_DocumentFragment }) {
  const title = d.kind === 'INVOICE' ? 'Tax Invoice' : 'Credit Note';
  const intra = d.supply === 'INTRA_STATE';
  const against = 'invoiceNumber' in d ? { number: d.invoiceNumber, date: date(d.invoiceDate) } : null;
  return (
    <article className={styles.document} lang="en" aria-label={`${title} ${d.number}`}>
      {d.sample && <p className={styles.sample}>SAMPLE — shop details are sample data, not a valid tax invoice</p>}
      <h2 className={styles.title}>{title.toUpperCase()}</h2>
      <div className={styles.parties}>
        <section>
          <h3>{d.seller.legalName}</h3>
          {d.seller.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>State: {d.seller.state.label}</p>
          <p>GSTIN: {d.seller.gstin}</p>
        </section>
        <dl className={styles.facts}>
          <dt>{title} no.</dt>
          <dd>{d.number}</dd>
          <dt>Date</dt>
          <dd>{date(d.issueDate)}</dd>
          {against && (
            <>
              <dt>Against invoice</dt>
              <dd>
                {against.number} of {against.date}
              </dd>
            </>
          )}
          <dt>Order no.</dt>
          <dd>{d.orderNumber}</dd>
          <dt>Place of supply</dt>
          <dd>{d.placeOfSupply.label}</dd>
          <dt>Reverse charge</dt>
          <dd>No</dd>
        </dl>
      </div>
      <section className={styles.buyer}>
        <h3>Bill to</h3>
        {d.buyer.businessName && <p>{d.buyer.businessName}</p>}
        <p>{d.buyer.name}</p>
        {d.buyer.addressLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {d.buyer.state && <p>State: {d.buyer.state.label}</p>}
        {d.buyer.gstin && <p>GSTIN: {d.buyer.gstin}</p>}
      </section>
      <div className={styles.scroll}>
        <table className={styles.lines}>
          <caption>Amounts in INR. Prices include GST.</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Description</th>
              <th scope="col">HSN/SAC</th>
              <th scope="col">Qty</th>
              <th scope="col">Unit price (incl. GST)</th>
              <th scope="col">Taxable value</th>
              <th scope="col">Rate</th>
              {intra ? (
                <>
                  <th scope="col">CGST</th>
                  <th scope="col">SGST</th>
                </>
              ) : (
                <th scope="col">IGST</th>
              )}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((line, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>{line.description}</td>
                <td>{line.hsnSac}</td>
                <td>{line.quantity}</td>
                <td>{money(line.unitPrice)}</td>
                <td>{money(line.taxableValue)}</td>
                <td>{line.rate}%</td>
                {intra ? (
                  <>
                    <td>{money(line.cgst)}</td>
                    <td>{money(line.sgst)}</td>
                  </>
                ) : (
                  <td>{money(line.igst)}</td>
                )}
                <td>{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals}>
        <dt>Taxable value</dt>
        <dd>{money(d.totals.taxableValue)}</dd>
        {intra ? (
          <>
            <dt>CGST</dt>
            <dd>{money(d.totals.cgst)}</dd>
            <dt>SGST</dt>
            <dd>{money(d.totals.sgst)}</dd>
          </>
        ) : (
          <>
            <dt>IGST</dt>
            <dd>{money(d.totals.igst)}</dd>
          </>
        )}
        <dt className={styles.grand}>{d.kind === 'INVOICE' ? 'Invoice total' : 'Credit note total'}</dt>
        <dd className={styles.grand}>{money(d.totals.total)}</dd>
      </dl>
      <p>
        <strong>Amount in words:</strong> {d.amountInWords}
      </p>
      <p className={styles.note}>
        {d.kind === 'INVOICE'
          ? 'This is a computer-generated invoice and needs no signature.'
          : `This credit note cancels invoice ${against?.number ?? ''} in full (order cancelled).`}
      </p>
    </article>
  );
}

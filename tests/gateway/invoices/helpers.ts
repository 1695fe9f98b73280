import type { Kysely } from 'kysely';
import type { DB } from '../../../gateway/store/schema';

export const MONEY = 'amount currency';
export const AMOUNTS = `taxableValue { amount } cgst { amount } sgst { amount } igst { amount }`;
export const DOCUMENT_FIELDS = `kind number financialYear issuedAt issueDate sample orderNumber supply amountInWords pdfUrl
  seller { legalName addressLines gstin state { code gstCode name label } }
  buyer { name businessName gstin addressLines state { label } }
  placeOfSupply { code gstCode name label }
  lines { kind description hsnSac quantity rate unitPrice { ${MONEY} } total { amount } ${AMOUNTS} }
  byRate { rate total { amount } ${AMOUNTS} }
  totals { tax { amount } total { amount } ${AMOUNTS} }`;
export const ORDER_DOCUMENTS = `id number token status total { amount }
  invoice { ${DOCUMENT_FIELDS} }
  creditNote { ${DOCUMENT_FIELDS} invoiceNumber invoiceDate }
  taxDocuments { kind number issueDate }`;
export const BY_TOKEN = `query ($token: String!) { orderByToken(token: $token) { ${ORDER_DOCUMENTS} } }`;
export const ORDER = `query ($id: ID!) { order(id: $id) { ${ORDER_DOCUMENTS} } }`;
export const TRACK = `query ($number: Int!, $email: String!) { trackOrder(number: $number, email: $email) { ${ORDER_DOCUMENTS} } }`;

/** The stored invoice rows of orders, by order number. */
export async function invoicesOf(db: Kysely<DB>, numbers: number[]) {
  return db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .select([
      'orders.number as order',
      'invoices.number',
      'invoices.sequence',
      'invoices.financial_year',
      'invoices.document',
    ])
    .where('orders.number', 'in', numbers)
    .orderBy('invoices.sequence')
    .execute();
}

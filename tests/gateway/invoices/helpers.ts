import type { Kysely } from 'kysely';
import type { DB } from '../../../gateway/store/schema';
import { graphql } from '../../support/graphql';

/** Every field of a tax document (an invoice or a credit note). */
export const TAX_DOCUMENT = graphql(`
  fragment TaxDocumentFields on TaxDocument {
    kind
    number
    financialYear
    issuedAt
    issueDate
    sample
    orderNumber
    supply
    amountInWords
    pdfUrl
    seller {
      legalName
      addressLines
      gstin
      state {
        code
        gstCode
        name
        label
      }
    }
    buyer {
      name
      businessName
      gstin
      addressLines
      state {
        label
      }
    }
    placeOfSupply {
      code
      gstCode
      name
      label
    }
    lines {
      kind
      description
      hsnSac
      quantity
      rate
      unitPrice {
        amount
        currency
      }
      total {
        amount
      }
      taxableValue {
        amount
      }
      cgst {
        amount
      }
      sgst {
        amount
      }
      igst {
        amount
      }
    }
    byRate {
      rate
      total {
        amount
      }
      taxableValue {
        amount
      }
      cgst {
        amount
      }
      sgst {
        amount
      }
      igst {
        amount
      }
    }
    totals {
      tax {
        amount
      }
      total {
        amount
      }
      taxableValue {
        amount
      }
      cgst {
        amount
      }
      sgst {
        amount
      }
      igst {
        amount
      }
    }
  }
`);

export const ORDER_DOCUMENTS = graphql(`
  fragment OrderDocuments on Order {
    id
    number
    token
    status
    total {
      amount
    }
    invoice {
      ...TaxDocumentFields
    }
    creditNote {
      ...TaxDocumentFields
      invoiceNumber
      invoiceDate
    }
    taxDocuments {
      kind
      number
      issueDate
    }
  }
`);
export const BY_TOKEN = graphql(`
  query HelpersByToken($token: String!) {
    orderByToken(token: $token) {
      ...OrderDocuments
    }
  }
`);
export const ORDER = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderDocuments
    }
  }
`);
export const TRACK = graphql(`
  query Track($number: Int!, $email: String!) {
    trackOrder(number: $number, email: $email) {
      ...OrderDocuments
    }
  }
`);

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

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../gateway/store/schema';
import type { TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';
import type { Shop } from '../../support/graphql';

export const PAYMENT_FIELDS = graphql(`
  fragment PaymentFields on Order {
    payment {
      method
      status
      holdUntil
      referenceWanted
      reference
      paidAt
      upi {
        vpa
        payeeName
        reference
        link
        qrCode
        amount {
          amount
          currency
        }
      }
      bankTransfer {
        reference
        amount {
          amount
          currency
        }
      }
    }
  }
`);
export const UPI_CHECKOUT = graphql(`
  mutation UpiCheckout($input: CheckoutInput!) {
    checkout(input: $input) {
      order {
        id
        token
        number
        status
        total {
          ...Money
        }
        ...PaymentFields
      }
      errors {
        code
        field
      }
    }
  }
`);
export const SUBMIT = graphql(`
  mutation Submit($input: PaymentReferenceInput!) {
    submitPaymentReference(input: $input) {
      order {
        number
        status
        ...PaymentFields
      }
      errors {
        code
        field
      }
    }
  }
`);
export const BY_TOKEN = graphql(`
  query ByToken($token: String!) {
    orderByToken(token: $token) {
      number
      status
      invoice {
        number
      }
      ...PaymentFields
    }
  }
`);

export async function submitUtr(gateway: TestGateway, input: Shop.PaymentReferenceInput) {
  return (await gateway.execute(SUBMIT, { input })).data!.submitPaymentReference;
}

/** Ends the order's hold now (as if its 30 minutes had passed). */
export async function endHold(db: Kysely<DB>, number: number) {
  await db
    .updateTable('orders')
    .set({ hold_until: sql<Date>`now() - interval '1 second'` })
    .where('number', '=', number)
    .execute();
}

export async function orderRow(db: Kysely<DB>, number: number) {
  return db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
}

/** A fresh 12-digit UTR, unique within the test run. */
let counter = 0;
export function newUtr(): string {
  counter += 1;
  return `${String(Date.now()).slice(-8)}${String(counter).padStart(4, '0')}`;
}

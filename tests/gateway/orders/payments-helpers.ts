import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../gateway/store/schema';
import type { TestGateway } from '../../support/test-gateway';
import { ERRORS, MONEY } from './helpers';

export const PAYMENT_FIELDS = `payment { method status holdUntil referenceWanted reference paidAt
  upi { vpa payeeName reference link qrCode amount { ${MONEY} } }
  bankTransfer { reference amount { ${MONEY} } } }`;
export const UPI_CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) {
  order { id token number status total { ${MONEY} } ${PAYMENT_FIELDS} } ${ERRORS} } }`;
export const SUBMIT = `mutation ($input: PaymentReferenceInput!) { submitPaymentReference(input: $input) {
  order { number status ${PAYMENT_FIELDS} } ${ERRORS} } }`;
export const BY_TOKEN = `query ($token: String!) { orderByToken(token: $token) { number status invoice { number } ${PAYMENT_FIELDS} } }`;

export async function submitUtr(gateway: TestGateway, input: Record<string, unknown>) {
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

/** The admin API's order documents, shared by the back-office order tests. */
import { adminGraphql } from '../../support/graphql';
import { graphql } from '../../support/graphql';

export const ORDER_FIELDS = adminGraphql(`fragment AdminOrderFields on Order {
  number status paymentStatus paymentMethod email phone total { amount currency }
  items { sku quantity backOrdered } confirmedPaymentReference courier awbNumber shippedAt invoiceNumber creditNoteNumber }`);
export const ORDER_MOVE = adminGraphql(
  `fragment AdminOrderMove on OrderPayload { order { ...AdminOrderFields } errors { code field } }`,
);
export const CONFIRM = adminGraphql(
  `mutation AdminConfirmOrder($n: Int!) { confirmOrder(number: $n) { ...AdminOrderMove } }`,
);
export const PAY = adminGraphql(`mutation AdminMarkOrderPaid($n: Int!, $utr: String!, $amount: Int!) {
  markOrderPaid(number: $n, utr: $utr, amount: $amount) { ...AdminOrderMove } }`);
export const SHIP = adminGraphql(`mutation AdminShipOrder($n: Int!, $c: String!, $awb: String!) {
  shipOrder(number: $n, courier: $c, awbNumber: $awb) { ...AdminOrderMove } }`);
export const COMPLETE = adminGraphql(
  `mutation AdminCompleteOrder($n: Int!) { completeOrder(number: $n) { ...AdminOrderMove } }`,
);
export const CANCEL = adminGraphql(
  `mutation AdminCancelOrder($n: Int!) { cancelOrder(number: $n) { ...AdminOrderMove } }`,
);
export const LIST = adminGraphql(`query AdminOrderList($filter: OrderFilter, $first: Int, $after: String) {
  orders(filter: $filter, first: $first, after: $after) {
    items { number status paymentStatus email } cursorInfo { endCursor hasNextPage } } }`);
export const ORDER = adminGraphql(`query AdminOrder($n: Int!) { order(number: $n) { ...AdminOrderFields } }`);
export const TODAY = adminGraphql(`query AdminToday {
  today { awaitingPayment { number } toShip { number } lowStock { id stockQuantity } bookings { reference } } }`);

/** The shop's tracking of a shipped order. */
export const SHIPMENT = graphql(`
  query AdminOrdersShipment($number: Int!, $email: String!) {
    trackOrder(number: $number, email: $email) {
      status
      shipment {
        courier
        awbNumber
        shippedAt
      }
    }
  }
`);

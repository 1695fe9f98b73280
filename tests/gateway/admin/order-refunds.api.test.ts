import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '../../support/graphql';
import { testEngines } from '../../support/test-database';
import { type AskAsStaff, askAsStaff, createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { checkoutInput, placeOrder } from '../orders/helpers';
import { newUtr, UPI_CHECKOUT } from '../orders/payments-helpers';
import { auditEntries } from './helpers';
import { CANCEL, CONFIRM, PAY } from './orders.documents';

const REFUNDED = adminGraphql(`mutation AdminMarkOrderRefunded($n: Int!, $reference: String!) {
  markOrderRefunded(number: $n, reference: $reference) {
    order { number status paymentStatus refundReference refundedAt } errors { code field } } }`);
const TODAY_LISTS = adminGraphql(
  `query AdminTodayLists { today { toConfirm { number paymentMethod } refundsDue { number } } }`,
);

/** Staff record a refund in the back office; Today lists the orders to confirm and the refunds due. */
describe.each(testEngines())('back-office refunds and Today on %s', (engine) => {
  let admin: TestAdmin;
  let ops: string;
  let owner: string;
  let as: AskAsStaff;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    as = askAsStaff(admin);
    ops = await admin.staffCookie('OPERATIONS', `refunds.${engine}@gaadiparts.test`);
    owner = await admin.staffCookie('OWNER');
  });
  afterAll(() => admin.close());

  const today = async () => (await admin.execute(TODAY_LISTS, {}, { cookie: ops })).data!.today;
  const cancelledPaid = async () => {
    const order = (await admin.shop.execute(UPI_CHECKOUT, { input: checkoutInput({ payment: 'upi' }) })).data!.checkout
      .order;
    const n = order.number as number;
    await as(ops, PAY, { n, utr: newUtr(), amount: order.total.amount });
    expect((await as(ops, CANCEL, { n })).order).toMatchObject({ paymentStatus: 'REFUND_DUE' });
    return n;
  };

  it('records the refund of a cancelled paid order once, with its reference; Today lists it until then', async () => {
    const n = await cancelledPaid();
    expect((await today()).refundsDue.map((o: { number: number }) => o.number)).toContain(n);
    expect((await as(ops, REFUNDED, { n, reference: '12-ab' })).errors).toEqual([
      { code: 'UTR_INVALID', field: ['reference'] },
    ]);
    expect((await as(ops, REFUNDED, { n: 99_999_999, reference: 'HDFCR52026112800001' })).errors).toEqual([
      { code: 'PAGE_NOT_FOUND', field: ['number'] },
    ]);

    const done = await as(ops, REFUNDED, { n, reference: ' hdfcr5 2026 1128 00001 ' });
    expect(done.errors).toEqual([]);
    expect(done.order).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      refundReference: 'HDFCR52026112800001',
    });
    expect(Date.now() - Date.parse(done.order!.refundedAt)).toBeLessThan(60_000);
    expect((await as(owner, REFUNDED, { n, reference: 'HDFCR52026112800002' })).errors).toEqual([
      { code: 'REFUND_ALREADY_RECORDED', field: ['number'] },
    ]);
    expect((await today()).refundsDue.map((o: { number: number }) => o.number)).not.toContain(n);
    const entry = (await auditEntries(admin, owner)).find(
      (e) => e.operation === 'markOrderRefunded' && e.entityId === String(n),
    );
    expect(entry).toMatchObject({
      staffEmail: `refunds.${engine}@gaadiparts.test`,
      before: { paymentStatus: 'REFUND_DUE', refundReference: null },
      after: { paymentStatus: 'REFUNDED', refundReference: 'HDFCR52026112800001' },
    });
  });

  it('refuses a refund where none is owed, and the owner may record one but catalogue staff may not', async () => {
    const cod = (await placeOrder(admin.shop)).number as number;
    expect((await as(ops, REFUNDED, { n: cod, reference: 'HDFCR52026112800003' })).errors).toEqual([
      { code: 'REFUND_NOT_DUE', field: ['number'] },
    ]);
    await as(ops, CANCEL, { n: cod });
    expect((await as(ops, REFUNDED, { n: cod, reference: 'HDFCR52026112800003' })).errors).toEqual([
      { code: 'REFUND_NOT_DUE', field: ['number'] },
    ]);
    const n = await cancelledPaid();
    const refused = await admin.execute(
      REFUNDED,
      { n, reference: 'HDFCR52026112800004' },
      { cookie: await admin.staffCookie('CATALOGUE') },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ errorCode: 'STAFF_FORBIDDEN' });
    expect((await as(owner, REFUNDED, { n, reference: '123456789012' })).order).toMatchObject({
      paymentStatus: 'REFUNDED',
    });
  });

  it('lists new cash-on-delivery orders to confirm on Today, oldest first, until they are confirmed', async () => {
    const first = (await placeOrder(admin.shop)).number as number;
    const second = (await placeOrder(admin.shop)).number as number;
    const upi = (await admin.shop.execute(UPI_CHECKOUT, { input: checkoutInput({ payment: 'upi' }) })).data!.checkout
      .order.number as number;
    const listed = (await today()).toConfirm.map((o: { number: number }) => o.number);
    expect(listed.filter((x: number) => [first, second, upi].includes(x))).toEqual([first, second]);
    await as(ops, CONFIRM, { n: first });
    expect((await today()).toConfirm.map((o: { number: number }) => o.number)).not.toContain(first);
  });
});

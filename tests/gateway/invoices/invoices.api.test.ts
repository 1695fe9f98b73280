import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../gateway/mail/mailer';
import { createStaffOrders } from '../../../gateway/orders/staff-orders';
import { formatInrAmount } from '../../../rules/money/inr';
import { pdfText } from '../../support/pdf-text';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { signUp, waitForMail } from '../accounts/helpers';
import { P, placeOrder } from '../orders/helpers';
import { BY_TOKEN, invoicesOf, ORDER, TRACK } from './helpers';

const INVOICE_NUMBER = /^GP\/\d{2}-\d{2}\/\d{6}$/;

describe.each(testEngines())('tax invoices on %s', (engine) => {
  let gateway: TestGateway;
  let staff: ReturnType<typeof createStaffOrders>;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    const logger = pino({ level: 'silent' });
    const mailer = createMailer({ smtpUrl: null, outboxDir: gateway.outboxDir }, logger);
    staff = createStaffOrders(gateway.database.db, { mailer, logger, publicUrl: 'http://shop.test' });
  });
  afterAll(() => gateway.close());

  const invoiceByToken = async (token: string) => (await gateway.execute(BY_TOKEN, { token })).data!.orderByToken;

  it('issues a tax invoice when the order is confirmed, numbered after the previous one, and e-mails it', async () => {
    const order = await placeOrder(gateway, {
      items: [
        { productId: P.oilFilter, quantity: 2 },
        {
          productId: P.helmet,
          quantity: 1,
          options: [
            { option: 'color', value: 'red' },
            { option: 'size', value: 'l-59-60-cm' },
          ],
        },
      ],
    });
    expect((await invoiceByToken(order.token)).invoice).toBeNull();
    const first = await placeOrder(gateway);
    expect((await staff.move(first.number, 'confirm')).order?.status).toBe('CONFIRMED');
    const moved = await staff.move(order.number, 'confirm');
    expect(moved.order?.status).toBe('CONFIRMED');

    const [a, b] = await invoicesOf(gateway.database.db, [first.number, order.number]);
    expect(b!.sequence).toBe(a!.sequence + 1);
    const read = await invoiceByToken(order.token);
    const invoice = read.invoice;
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      number: b!.number,
      orderNumber: order.number,
      sample: true,
      seller: { gstin: '29AAACG1234F1Z0', state: { label: 'Karnataka (29)' } },
      buyer: { name: 'Asha Rao' },
      placeOfSupply: { code: 'KA', gstCode: '29', name: 'Karnataka', label: 'Karnataka (29)' },
      supply: 'INTRA_STATE',
      pdfUrl: `/orders/${order.token}/invoice.pdf`,
    });
    expect(invoice.number).toMatch(INVOICE_NUMBER);
    expect(invoice.totals.total.amount).toBe(read.total.amount);
    expect(invoice.lines.map((l: { kind: string }) => l.kind)).toEqual(expect.arrayContaining(['GOODS']));
    for (const line of invoice.lines) {
      expect(line.hsnSac).toMatch(/^\d{4,8}$/);
      expect(line.cgst.amount + line.sgst.amount + line.taxableValue.amount).toBe(line.total.amount);
      expect(line.igst.amount).toBe(0);
    }
    expect(invoice.amountInWords).toMatch(/^Rupees .* Only$/);
    expect(read.taxDocuments).toEqual([{ kind: 'INVOICE', number: invoice.number, issueDate: invoice.issueDate }]);

    const [mail] = await waitForMail(gateway.outboxDir, 'guest@example.in', 1, `/cart/checkout/${order.token}/invoice`);
    expect(mail!.subject).toBe(`Your GaadiParts order #${order.number} is confirmed — tax invoice ${invoice.number}`);
    expect(mail!.links).toContain(`http://shop.test/orders/${order.token}/invoice.pdf`);
    expect(mail!.text).toContain(`₹${formatInrAmount(read.total.amount)}`);
  });

  it('never makes a second invoice for an order, and the stored one cannot be changed or deleted', async () => {
    const order = await placeOrder(gateway);
    await staff.move(order.number, 'confirm');
    expect((await staff.move(order.number, 'confirm')).errors).toEqual([{ code: 'ERROR_FORM_INVALID', field: ['id'] }]);
    const { issueInvoice } = await import('../../../gateway/invoices/invoices.service');
    const again = await gateway.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('orders')
        .selectAll()
        .where('number', '=', order.number)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return issueInvoice(trx, row);
    });
    const stored = await invoicesOf(gateway.database.db, [order.number]);
    expect(stored).toHaveLength(1);
    expect(again!.number).toBe(stored[0]!.number);

    const db = gateway.database.db;
    await expect(
      sql`update invoices set number = 'GP/00-00/000000' where number = ${again!.number}`.execute(db),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(sql`delete from invoices where number = ${again!.number}`.execute(db)).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(sql`truncate credit_notes`.execute(db)).rejects.toThrow(/never changed or deleted/);
    expect(await invoicesOf(db, [order.number])).toEqual(stored);
  });

  it('cancelling an invoiced order issues a credit note of its own series; the invoice stays as it was', async () => {
    const order = await placeOrder(gateway);
    await staff.move(order.number, 'confirm');
    const before = await invoiceByToken(order.token);
    const cancelled = await staff.move(order.number, 'cancel');
    expect(cancelled.order?.status).toBe('CANCELLED');
    expect(cancelled.order && cancelled.documents.creditNote?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const after = await invoiceByToken(order.token);
    expect(after.invoice).toEqual(before.invoice);
    expect(after.creditNote).toMatchObject({
      kind: 'CREDIT_NOTE',
      invoiceNumber: before.invoice.number,
      invoiceDate: before.invoice.issueDate,
      lines: before.invoice.lines,
      totals: before.invoice.totals,
      pdfUrl: `/orders/${order.token}/credit-note.pdf`,
    });
    expect(after.taxDocuments.map((d: { kind: string }) => d.kind)).toEqual(['INVOICE', 'CREDIT_NOTE']);
    // A PENDING order cancelled was never invoiced: no credit note.
    const pending = await placeOrder(gateway);
    const uninvoiced = await staff.move(pending.number, 'cancel');
    expect(uninvoiced.order && uninvoiced.documents).toEqual({ invoice: null, creditNote: null });
  });

  it('shows the invoice to the owner and the token holder only; tracking sees its number and date', async () => {
    const owner = await signUp(gateway);
    const order = await placeOrder(gateway, {}, owner.as);
    await staff.move(order.number, 'confirm');
    const own = (await gateway.execute(ORDER, { id: order.id }, owner.as)).data!.order;
    expect(own.invoice.number).toMatch(INVOICE_NUMBER);
    expect(own.token).toBe(order.token);
    const stranger = await signUp(gateway);
    expect((await gateway.execute(ORDER, { id: order.id }, stranger.as)).data!.order).toBeNull();
    expect((await gateway.execute(ORDER, { id: order.id })).data!.order).toBeNull();
    expect((await gateway.execute(BY_TOKEN, { token: 'x'.repeat(43) })).data!.orderByToken).toBeNull();
    const tracked = (await gateway.execute(TRACK, { number: order.number, email: order.email })).data!.trackOrder;
    expect(tracked).toMatchObject({ token: null, invoice: null, creditNote: null });
    expect(tracked.taxDocuments).toEqual([
      { kind: 'INVOICE', number: own.invoice.number, issueDate: own.invoice.issueDate },
    ]);
  });

  it('serves the PDF by token only; its text has the number, GSTINs, HSN codes and amounts', async () => {
    const order = await placeOrder(gateway, {
      items: [
        {
          productId: P.helmet,
          quantity: 1,
          options: [
            { option: 'color', value: 'red' },
            { option: 'size', value: 'l-59-60-cm' },
          ],
        },
      ],
    });
    const pending = await gateway.fetch(`/orders/${order.token}/invoice.pdf`);
    expect(pending.status).toBe(404);
    await staff.move(order.number, 'confirm');
    const { invoice } = await invoiceByToken(order.token);

    const response = await gateway.fetch(`/orders/${order.token}/invoice.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(invoice.number);
    expect(text).toContain('GSTIN: 29AAACG1234F1Z0');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('SAMPLE — shop details are sample data, not a valid tax invoice');
    for (const line of invoice.lines) {
      expect(text).toContain(line.hsnSac);
      expect(text).toContain(formatInrAmount(line.taxableValue.amount));
    }
    expect(text).toContain(`Rs. ${formatInrAmount(invoice.totals.total.amount)}`);
    expect(text).toContain(invoice.amountInWords);

    for (const path of [
      `/orders/${'x'.repeat(43)}/invoice.pdf`,
      `/orders/${order.token}/credit-note.pdf`,
      `/orders/${order.token.slice(1)}/invoice.pdf`,
      `/orders/${order.token}/other.pdf`,
    ])
      expect((await gateway.fetch(path)).status, path).toBe(404);
  });
});

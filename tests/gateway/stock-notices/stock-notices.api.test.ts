import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createBackgroundJobs } from '../../../gateway/accounts/background-jobs';
import type { MailMessage } from '../../../gateway/mail/mailer';
import { returnStock } from '../../../gateway/orders/order-moves';
import { createStockNoticesService } from '../../../gateway/stock-notices/stock-notices.service';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { P, placeOrder, setStock, stockOf } from '../orders/helpers';
import { graphql } from '../../support/graphql';
import type { Shop } from '../../support/graphql';

const NOTIFY = graphql(`
  mutation StockNoticesNotify($input: NotifyWhenInStockInput!) {
    notifyWhenInStock(input: $input) {
      requested
      errors {
        code
        field
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation StockNoticesCancel($token: String!) {
    cancelStockNotice(token: $token) {
      productName
      errors {
        code
        field
      }
    }
  }
`);

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

describe.each(testEngines())('back-in-stock requests (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  // Confirmations are sent after the answer: wait for the gateway's queue before reading the outbox.
  const mailsTo = async (to: string): Promise<Mail[]> => {
    await gateway.services.stockNoticeJobs.idle();
    return readdirSync(gateway.outboxDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(gateway.outboxDir, f), 'utf8')) as Mail)
      .filter((m) => m.to.toLowerCase() === to.toLowerCase());
  };
  const notify = async (input: Shop.NotifyWhenInStockInput, headers: Record<string, string> = {}) =>
    (await gateway.execute(NOTIFY, { input }, headers)).data!.notifyWhenInStock;
  const openRequests = (email: string) =>
    gateway.database.db
      .selectFrom('stock_notices')
      .select(['product_id', 'options', 'closed_reason'])
      .where('email_key', '=', email.toLowerCase())
      .execute();

  it('refuses bad requests with typed codes', async () => {
    expect(await notify({ productId: P.outOfStock })).toEqual({
      requested: false,
      errors: [{ code: 'ERROR_FORM_REQUIRED', field: ['input', 'email'] }],
    });
    expect((await notify({ productId: P.outOfStock, email: 'asha' })).errors[0]!.code).toBe(
      'ERROR_FORM_INCORRECT_EMAIL',
    );
    expect((await notify({ productId: '99999', email: 'asha@example.in' })).errors).toEqual([
      { code: 'PAGE_NOT_FOUND', field: ['input', 'productId'] },
    ]);
    expect((await notify({ productId: P.oilFilter, email: 'asha@example.in' })).errors).toEqual([
      { code: 'STOCK_NOTICE_IN_STOCK', field: ['input', 'productId'] },
    ]);
    await setStock(gateway.database.db, P.helmet, 'out-of-stock', 0);
    expect(
      (await notify({ productId: P.helmet, email: 'asha@example.in', options: [{ option: 'color', value: 'pink' }] }))
        .errors,
    ).toEqual([{ code: 'INVALID_OPTION', field: ['input', 'options', '0'] }]);
    const many = Array.from({ length: 11 }, () => ({ option: 'color', value: 'red' }));
    expect((await notify({ productId: P.helmet, email: 'asha@example.in', options: many })).errors[0]!.code).toBe(
      'ERROR_FORM_OUT_OF_RANGE',
    );
    expect(await openRequests('asha@example.in')).toEqual([]);
  });

  it('keeps one open request per product, options and address, and confirms it once in the shopper’s language', async () => {
    const input = { productId: P.helmet, email: 'Meena@Example.in', options: [{ option: 'color', value: 'red' }] };
    expect(await notify(input, { 'accept-language': 'hi' })).toEqual({ requested: true, errors: [] });
    expect(await notify({ ...input, email: 'meena@example.IN' })).toEqual({ requested: true, errors: [] });
    expect(await openRequests('meena@example.in')).toEqual([
      { product_id: Number(P.helmet), options: 'color=red', closed_reason: null },
    ]);
    const mails = await mailsTo('meena@example.in');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/[\u0900-\u097F]/);
    expect(mails[0]!.links.some((l) => l.includes('/stock-notices/cancel?token='))).toBe(true);
  });

  it('e-mails once when the stock comes back (a stock correction), then closes the request', async () => {
    await setStock(gateway.database.db, P.helmet, 'in-stock', 5);
    expect(await gateway.services.stockNotices.sendDue()).toBeGreaterThanOrEqual(1);
    expect(await gateway.services.stockNotices.sendDue()).toBe(0);
    const mails = await mailsTo('meena@example.in');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/[\u0900-\u097F]/);
    expect(mails[1]!.links[0]).toMatch(/\/products\/steelbird/);
    expect(await openRequests('meena@example.in')).toEqual([
      { product_id: Number(P.helmet), options: 'color=red', closed_reason: 'sent' },
    ]);
    // In stock now: a new request is refused; sold out again, a new one may be made.
    expect((await notify({ productId: P.helmet, email: 'meena@example.in' })).errors[0]!.code).toBe(
      'STOCK_NOTICE_IN_STOCK',
    );
  });

  it('e-mails when a cancelled order puts the last units back', async () => {
    const db = gateway.database.db;
    await setStock(db, P.oilFilter, 'in-stock', 2);
    const order = await placeOrder(gateway, { items: [{ productId: P.oilFilter, quantity: 2 }] });
    expect(await stockOf(db, P.oilFilter)).toEqual({ stock: 'out-of-stock', stock_quantity: 0 });
    expect(await notify({ productId: P.oilFilter, email: 'kiran@example.in' })).toEqual({
      requested: true,
      errors: [],
    });
    expect(await gateway.services.stockNotices.sendDue()).toBe(0);
    // Every cancel path (shopper, staff, the orders command, payment expiry) returns stock through returnStock.
    await db.transaction().execute((trx) => returnStock(trx, order.id));
    expect(await gateway.services.stockNotices.sendDue()).toBe(1);
    expect((await mailsTo('kiran@example.in')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^We will tell you when Bosch/),
      expect.stringMatching(/is back in stock$/),
    ]);
  });

  it('a cancel link closes its request once; a cancelled request is never sent', async () => {
    const db = gateway.database.db;
    await setStock(db, P.outOfStock, 'out-of-stock', 0);
    expect(await notify({ productId: P.outOfStock, email: 'ravi@example.in' })).toEqual({
      requested: true,
      errors: [],
    });
    const link = (await mailsTo('ravi@example.in'))[0]!.links.find((l) => l.includes('token='))!;
    const token = new URL(link).searchParams.get('token')!;
    const cancelled = (await gateway.execute(CANCEL, { token })).data!.cancelStockNotice;
    expect(cancelled.errors).toEqual([]);
    expect(cancelled.productName).toMatch(/Bosch/);
    expect((await gateway.execute(CANCEL, { token })).data!.cancelStockNotice.errors).toEqual([
      { code: 'STOCK_NOTICE_LINK_INVALID', field: ['token'] },
    ]);
    expect((await gateway.execute(CANCEL, { token: 'x' })).data!.cancelStockNotice.errors[0]!.code).toBe(
      'STOCK_NOTICE_LINK_INVALID',
    );
    await setStock(db, P.outOfStock, 'in-stock', 3);
    await gateway.services.stockNotices.sendDue();
    expect(await mailsTo('ravi@example.in')).toHaveLength(1);
  });

  it('answers before the confirmation e-mail is sent, so a new request takes no longer than an open one', async () => {
    const db = gateway.database.db;
    await setStock(db, P.outOfStock, 'out-of-stock', 0);
    const sent: MailMessage[] = [];
    let release!: () => void;
    const mailerHeld = new Promise<void>((resolve) => (release = resolve));
    const jobs = createBackgroundJobs(pino({ level: 'silent' }));
    const service = createStockNoticesService(db, {
      mailer: { sendMail: async (message) => void (await mailerHeld, sent.push(message)) },
      publicUrl: 'http://shop.test',
      logger: pino({ level: 'silent' }),
      jobs,
    });
    const who = { viewer: null, language: 'en' };
    // The mailer never answers until released: the request's answer must not wait for it.
    expect(await service.request({ productId: P.outOfStock, email: 'timing@example.in' }, who)).toEqual({
      requested: true,
      errors: [],
    });
    expect(jobs.pending).toBe(1);
    expect(sent).toEqual([]);
    // The same request again is answered alike, and queues nothing.
    expect(await service.request({ productId: P.outOfStock, email: 'TIMING@example.in' }, who)).toEqual({
      requested: true,
      errors: [],
    });
    expect(jobs.pending).toBe(1);
    release();
    await jobs.idle();
    expect(sent.map((m) => m.to)).toEqual(['timing@example.in']);
    expect(sent[0]!.text).toContain('http://shop.test/stock-notices/cancel?token=');
  });
});

describe('back-in-stock request limits', () => {
  it('answers ERROR_RATE_LIMITED past five requests an hour for one address', async () => {
    const gateway = await createTestGateway({ env: { REQUEST_LIMIT_SCALE: '1' } });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { data } = await gateway.execute(NOTIFY, {
          input: { productId: P.outOfStock, email: 'same@example.in' },
        });
        codes.push(data!.notifyWhenInStock.errors[0]?.code ?? 'ok');
      }
      expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ERROR_RATE_LIMITED']);
    } finally {
      await gateway.close();
    }
  });
});

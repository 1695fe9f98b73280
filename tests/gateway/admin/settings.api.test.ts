import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../../gateway/admin/settings/newsletter-export';
import { gstinCheckCharacter } from '../../../rules/gst/gstin';
import { testEngines } from '../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { auditEntries } from './helpers';
import { adminGraphql, graphql } from '../../support/graphql';

export const SETTINGS =
  adminGraphql(`fragment Settings on Settings { gstin deliveryFee { amount } freeDeliveryThreshold { amount } codLimit { amount } upiVpa upiPayeeName
  bank { accountName bankName accountNumber ifsc } currencies { code rate isDefault setAt } }`);
const UPDATE = adminGraphql(
  `mutation SettingsUpdate($input: SettingsInput!) { updateSettings(input: $input) { settings { ...Settings } errors { code field } } }`,
);
const RATE = adminGraphql(
  `mutation Rate($code: String!, $rate: Decimal!) { setCurrencyRate(code: $code, rate: $rate) { settings { currencies { code rate setAt } } errors { code field } } }`,
);

/** A valid Karnataka GSTIN (state code 29) with its check character. */
const KA_GSTIN = (() => {
  const first14 = '29ABCDE1234F1Z';
  return first14 + gstinCheckCharacter(first14)!;
})();

describe.each(testEngines())('back-office settings on %s', (engine) => {
  let admin: TestAdmin;
  let owner: string;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    owner = await admin.staffCookie('OWNER', `owner.${engine}@gaadiparts.test`);
  });
  afterAll(() => admin.close());

  const update = async (input: Record<string, unknown>) =>
    (await admin.execute(UPDATE, { input }, { cookie: owner })).data!.updateSettings;

  it('changes delivery, COD limit, UPI payee, bank and GSTIN; checkout uses the new delivery fee at once', async () => {
    const result = await update({
      deliveryFee: 4900,
      freeDeliveryThreshold: 99_900,
      codLimit: 500_000,
      upiVpa: 'gaadiparts@okaxis',
      upiPayeeName: ' GaadiParts Retail ',
      bank: {
        accountName: 'GaadiParts Retail Pvt Ltd',
        bankName: 'HDFC Bank, Koramangala',
        accountNumber: '5010 0123 4567 89',
        ifsc: 'hdfc0001234',
      },
      gstin: KA_GSTIN.toLowerCase(),
    });
    expect(result.errors).toEqual([]);
    expect(result.settings).toMatchObject({
      gstin: KA_GSTIN,
      deliveryFee: { amount: 4900 },
      freeDeliveryThreshold: { amount: 99_900 },
      codLimit: { amount: 500_000 },
      upiVpa: 'gaadiparts@okaxis',
      upiPayeeName: 'GaadiParts Retail',
      bank: { accountNumber: '50100123456789', ifsc: 'HDFC0001234' },
    });
    const cart = await admin.shop.execute(
      graphql(`
        query Cart {
          cart(lines: [{ productId: "1", quantity: 1 }]) {
            totals {
              type
              price {
                amount
              }
            }
          }
        }
      `),
    );
    expect(cart.data!.cart.totals).toContainEqual({ type: 'SHIPPING', price: { amount: 4900 } });
    const [entry] = await auditEntries(admin, owner, 1);
    expect(entry).toMatchObject({
      operation: 'updateSettings',
      entityType: 'settings',
      after: { delivery_fee: 4900, gstin: KA_GSTIN },
    });
    expect((await update({ freeDeliveryThreshold: null })).settings.freeDeliveryThreshold).toBeNull();
  });

  it('refuses bad settings with a code per field and changes nothing', async () => {
    const before = (
      await admin.execute(adminGraphql(`query Settings { settings { ...Settings } }`), {}, { cookie: owner })
    ).data!.settings;
    const result = await update({
      deliveryFee: -1,
      codLimit: 10,
      upiVpa: 'not a vpa',
      upiPayeeName: '   ',
      bank: { accountName: 'x', bankName: 'y', accountNumber: '12ab', ifsc: 'SBIN1234567' },
      gstin: '27ABCDE1234F1Z5',
    });
    expect(result.settings).toBeNull();
    expect(result.errors).toEqual([
      { code: 'ERROR_FORM_OUT_OF_RANGE', field: ['input', 'deliveryFee'] },
      { code: 'ERROR_FORM_OUT_OF_RANGE', field: ['input', 'codLimit'] },
      { code: 'ERROR_FORM_INVALID', field: ['input', 'upiVpa'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'upiPayeeName'] },
      { code: 'ERROR_FORM_INVALID', field: ['input', 'bank', 'accountNumber'] },
      { code: 'ERROR_FORM_INVALID', field: ['input', 'bank', 'ifsc'] },
      { code: expect.stringMatching(/^GSTIN_/), field: ['input', 'gstin'] },
    ]);
    const mh = '27ABCDE1234F1Z';
    expect((await update({ gstin: mh + gstinCheckCharacter(mh) })).errors).toEqual([
      { code: 'GSTIN_STATE_MISMATCH', field: ['input', 'gstin'] },
    ]);
    const after = (
      await admin.execute(adminGraphql(`query SettingsSettings { settings { ...Settings } }`), {}, { cookie: owner })
    ).data!.settings;
    expect(after).toEqual(before);
  });

  it('sets a currency rate with the date it was set; INR and unknown codes are refused', async () => {
    const result = (await admin.execute(RATE, { code: 'usd', rate: '0.0118' }, { cookie: owner })).data!
      .setCurrencyRate;
    expect(result.errors).toEqual([]);
    const usd = result.settings.currencies.find((c: { code: string }) => c.code === 'USD');
    expect(usd!.rate).toBe('0.0118');
    expect(Date.now() - Date.parse(usd!.setAt)).toBeLessThan(60_000);
    const shop = await admin.shop.execute(
      graphql(`
        query Currencies {
          currencies {
            code
            rate
          }
        }
      `),
    );
    expect(shop.data!.currencies).toContainEqual({ code: 'USD', rate: '0.0118' });
    for (const [code, rate, error] of [
      ['INR', '2', { code: 'ERROR_FORM_INVALID', field: ['code'] }],
      ['XYZ', '1', { code: 'PAGE_NOT_FOUND', field: ['code'] }],
      ['USD', '-1', { code: 'ERROR_FORM_INVALID', field: ['rate'] }],
      ['USD', '0', { code: 'ERROR_FORM_INVALID', field: ['rate'] }],
      // numeric(12, 6) would hold them as 0 (the database's check refused them: an internal error) or overflow.
      ['USD', '0.0000001', { code: 'ERROR_FORM_OUT_OF_RANGE', field: ['rate'] }],
      ['USD', '0.0000004', { code: 'ERROR_FORM_OUT_OF_RANGE', field: ['rate'] }],
      ['USD', '999999.9999996', { code: 'ERROR_FORM_OUT_OF_RANGE', field: ['rate'] }],
    ] as const)
      expect((await admin.execute(RATE, { code, rate }, { cookie: owner })).data!.setCurrencyRate.errors).toEqual([
        error,
      ]);
  });

  it('keeps the smallest rate the column holds, rounded to 6 decimals', async () => {
    const result = (await admin.execute(RATE, { code: 'USD', rate: '0.0000005' }, { cookie: owner })).data!
      .setCurrencyRate;
    expect(result.errors).toEqual([]);
    expect(result.settings.currencies.find((c: { code: string }) => c.code === 'USD')!.rate).toBe('0.000001');
    await admin.execute(RATE, { code: 'USD', rate: '0.0118' }, { cookie: owner });
  });

  it('exports newsletter subscribers as CSV, formula cells defused, and audits the export', async () => {
    await admin.shop.execute(
      graphql(`
        mutation SubscribeNewsletter($e: String!) {
          subscribeNewsletter(email: $e) {
            errors {
              code
            }
          }
        }
      `),
      {
        e: `csv.${engine}@example.in`,
      },
    );
    const { data } = await admin.execute(
      adminGraphql(`query NewsletterSubscribersCsv { newsletterSubscribersCsv { filename csv count } }`),
      {},
      { cookie: owner },
    );
    const { filename, csv, count } = data!.newsletterSubscribersCsv;
    expect(filename).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines).toHaveLength(count + 1);
    expect(lines.some((l: string) => l.startsWith(`csv.${engine}@example.in,`))).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    const [entry] = await auditEntries(admin, owner, 1);
    expect(entry).toMatchObject({ operation: 'newsletterSubscribersCsv', after: { exported: count } });
  });
});

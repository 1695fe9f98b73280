import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../../rules/gst/gstin';
import { testEngines } from '../../support/test-database';
import { askAsStaff, createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { adminGraphql } from '../../support/graphql';
import { pdfText } from '../../support/pdf-text';
import { placeOrder } from '../orders/helpers';
import { CONFIRM } from './orders.documents';

export const IDENTITY = adminGraphql(`fragment Identity on Settings {
  sample legalName stateCode gstin address { line1 line2 city pinCode stateCode } }`);
const UPDATE = adminGraphql(
  `mutation IdentityUpdate($input: SettingsInput!) { updateSettings(input: $input) { settings { ...Identity } errors { code field } } }`,
);
const READ = adminGraphql(`query IdentitySettings { settings { ...Identity } }`);

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14)!;
const KA_GSTIN = gstin('29AABCG5678K1Z');
const MH_GSTIN = gstin('27AABCG5678K1Z');
const MYSURU = {
  line1: '7, Sayyaji Rao Road',
  line2: 'Devaraja Mohalla',
  city: 'Mysuru',
  pinCode: '570001',
  stateCode: 'KA',
};

/**
 * docs/decisions/064: the owner enters the shop's legal name and registered address; the sample flag
 * clears itself once no shown value is a sample one, so invoices issued afterwards are real ones while
 * those issued before keep saying SAMPLE.
 */
describe.each(testEngines())("the shop's legal identity on %s", (engine) => {
  let admin: TestAdmin;
  let owner: string;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    owner = await admin.staffCookie('OWNER', `identity.${engine}@gaadiparts.test`);
  });
  afterAll(() => admin.close());

  const update = async (input: Record<string, unknown>) =>
    (await admin.execute(UPDATE, { input }, { cookie: owner })).data!.updateSettings;
  const read = async () => (await admin.execute(READ, {}, { cookie: owner })).data!.settings;
  const invoiceText = async () => {
    const order = await placeOrder(admin.shop);
    const n = order.number as number;
    await askAsStaff(admin)(owner, CONFIRM, { n });
    const pdf = await admin.fetch(`/admin/orders/${n}/invoice.pdf`, { headers: { cookie: owner } });
    return { n, text: await pdfText(new Uint8Array(await pdf.arrayBuffer())) };
  };

  it('refuses a bad legal name or address field by field, and a state the GSTIN was not issued in', async () => {
    const before = await read();
    expect(before).toMatchObject({
      sample: true,
      address: { line1: '42, 2nd Cross, Peenya Industrial Area', line2: null, city: 'Bengaluru', pinCode: '560058' },
    });
    const bad = await update({
      legalName: '  ',
      address: { line1: '', line2: 'x'.repeat(101), city: 'Mysuru', pinCode: '400001', stateCode: 'KA' },
    });
    expect(bad).toEqual({
      settings: null,
      errors: [
        { code: 'ERROR_FORM_REQUIRED', field: ['input', 'legalName'] },
        { code: 'ERROR_FORM_REQUIRED', field: ['input', 'address', 'line1'] },
        { code: 'ERROR_FORM_TOO_LONG', field: ['input', 'address', 'line2'] },
        { code: 'PIN_NOT_IN_STATE', field: ['input', 'address', 'pinCode'] },
      ],
    });
    expect((await update({ address: { ...MYSURU, pinCode: '57000', stateCode: 'XX' } })).errors).toEqual([
      { code: 'ERROR_FORM_INVALID', field: ['input', 'address', 'stateCode'] },
      { code: 'ERROR_FORM_INVALID', field: ['input', 'address', 'pinCode'] },
    ]);
    // A Pune address while the GSTIN kept is Karnataka's; with a Karnataka GSTIN given, on the GSTIN.
    const pune = { line1: '12, FC Road', city: 'Pune', pinCode: '411004', stateCode: 'MH' };
    expect((await update({ address: pune })).errors).toEqual([
      { code: 'GSTIN_STATE_MISMATCH', field: ['input', 'address', 'stateCode'] },
    ]);
    expect((await update({ address: pune, gstin: KA_GSTIN })).errors).toEqual([
      { code: 'GSTIN_STATE_MISMATCH', field: ['input', 'gstin'] },
    ]);
    expect(await read()).toEqual(before);
  });

  it('stays a sample until the last sample value is replaced; only invoices issued after say nothing of it', async () => {
    const early = await invoiceText();
    expect(early.text).toContain('SAMPLE');

    const named = await update({ legalName: ' Kaveri Auto Spares Private Limited ', address: MYSURU });
    expect(named.errors).toEqual([]);
    expect(named.settings).toMatchObject({
      sample: true,
      legalName: 'Kaveri Auto Spares Private Limited',
      address: MYSURU,
    });
    expect((await update({ gstin: KA_GSTIN, upiVpa: 'kaveriauto@okhdfcbank' })).settings.sample).toBe(true);
    const real = await update({
      upiPayeeName: 'Kaveri Auto Spares',
      bank: {
        accountName: 'Kaveri Auto Spares Pvt Ltd',
        bankName: 'Canara Bank',
        accountNumber: '0412101012345',
        ifsc: 'CNRB0000412',
      },
    });
    expect(real.errors).toEqual([]);
    expect(real.settings.sample).toBe(false);

    const late = await invoiceText();
    expect(late.text).not.toContain('SAMPLE');
    expect(late.text).toContain('Kaveri Auto Spares Private Limited');
    expect(late.text).toContain('Mysuru 570001, Karnataka');
    expect(late.text).toContain(KA_GSTIN);
    const again = await admin.fetch(`/admin/orders/${early.n}/invoice.pdf`, { headers: { cookie: owner } });
    expect(await pdfText(new Uint8Array(await again.arrayBuffer()))).toContain('SAMPLE');

    // A move to Maharashtra takes its GSTIN with it; a sample value entered again makes it a sample again.
    const moved = await update({
      address: { ...MYSURU, line2: null, city: 'Pune', pinCode: '411004', stateCode: 'mh' },
      gstin: MH_GSTIN,
    });
    expect(moved.errors).toEqual([]);
    expect(moved.settings).toMatchObject({
      stateCode: 'MH',
      gstin: MH_GSTIN,
      address: { line2: null, stateCode: 'MH' },
    });
    expect((await update({ upiVpa: 'gaadiparts.sample@example' })).settings.sample).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealStoredTotpSecrets, createTotpSecretBox, isSealed } from '../../../gateway/admin/staff/totp-secret-box';
import { totpCode } from '../../../gateway/admin/staff/totp';
import { shipmentMail } from '../../../gateway/orders/shipment-mail';
import { testEngines } from '../../support/test-database';
import { type AskAsStaff, askAsStaff, createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { signUp, uniqueEmail } from '../accounts/helpers';
import { placeOrder } from '../orders/helpers';
import { pdfText } from '../../support/pdf-text';
import { CONFIRM_TOTP, INVITE_STAFF, outboxMails, START_TOTP } from './helpers';
import { CANCEL, CONFIRM, SHIP } from './orders.documents';

/**
 * docs/decisions/044: an order's PDFs for staff (by role, never the shopper's token), the shipment
 * e-mail in the shopper's language, staff invitations in the staff member's language, and TOTP
 * secrets sealed at rest.
 */
describe.each(testEngines())('back-office documents, e-mails and secrets on %s', (engine) => {
  let admin: TestAdmin;
  let ops: string;
  let as: AskAsStaff;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    as = askAsStaff(admin);
    ops = await admin.staffCookie('OPERATIONS');
  });
  afterAll(() => admin.close());

  const pdf = (path: string, cookie?: string) => admin.fetch(path, { headers: cookie ? { cookie } : {} });

  it('gives staff who see orders the tax invoice and the credit note as PDFs; nobody else', async () => {
    const order = await placeOrder(admin.shop);
    const n = order.number as number;
    const invoicePath = `/admin/orders/${n}/invoice.pdf`;
    expect((await pdf(invoicePath, ops)).status).toBe(404);
    const confirmed = await as(ops, CONFIRM, { n });
    const invoiceNumber = confirmed.order!.invoiceNumber;

    const response = await pdf(invoicePath, ops);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.pdf"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain(invoiceNumber);

    expect((await pdf(invoicePath)).status).toBe(401);
    // The shopper's session opens nothing here, and a role that does not see orders is refused.
    expect((await pdf(invoicePath, 'gp_session=not-a-staff-session')).status).toBe(401);
    expect((await pdf(invoicePath, await admin.staffCookie('CATALOGUE'))).status).toBe(403);
    expect((await pdf(invoicePath, await admin.staffCookie('OWNER'))).status).toBe(200);
    expect((await pdf(`/admin/orders/99999999/invoice.pdf`, ops)).status).toBe(404);
    expect((await pdf(`/admin/orders/${n}/credit-note.pdf`, ops)).status).toBe(404);

    const cancelled = await as(ops, CANCEL, { n });
    const credit = await pdf(`/admin/orders/${n}/credit-note.pdf`, ops);
    expect(credit.status).toBe(200);
    expect(await pdfText(new Uint8Array(await credit.arrayBuffer()))).toContain(cancelled.order!.creditNoteNumber);
  });

  it('e-mails the shopper the courier, the AWB number and the tracking link when staff ship, in their language', async () => {
    const shopper = await signUp(admin.shop, { email: uniqueEmail('ships'), language: 'ta' });
    const order = await placeOrder(admin.shop, { email: shopper.email }, shopper.as);
    const n = order.number as number;
    await as(ops, CONFIRM, { n });
    const shipped = await as(ops, SHIP, {
      n,
      c: 'Blue Dart',
      awb: 'BD 1234 5678',
    });
    expect(shipped.order).toMatchObject({ status: 'SHIPPED' });
    const mail = (await outboxMails(admin.shop.outboxDir)).find(
      (m) => m.to === shopper.email && m.text.includes('BD12345678'),
    )!;
    expect(mail.subject).toBe(`உங்கள் GaadiParts ஆர்டர் #${n} வந்துகொண்டிருக்கிறது`);
    expect(mail.text).toContain('Blue Dart');
    expect(mail.links).toEqual([`${admin.shop.config.publicUrl}/cart/checkout/${order.token}`]);
    // A guest reads it in English.
    const guest = { number: 7, email: 'g@example.in', token: 't', courier: 'DTDC', awb_number: 'D1' };
    expect(shipmentMail(guest as never, null, 'https://shop.example').subject).toBe(
      'Your GaadiParts order #7 is on its way',
    );
  });

  it('writes a staff invitation in the language the owner chose for the person, and refuses an unknown one', async () => {
    const owner = await admin.staffCookie('OWNER', uniqueEmail('inviter'));
    const email = uniqueEmail('hindi.staff');
    const bad = await admin.execute(
      INVITE_STAFF,
      { input: { email, role: 'OPERATIONS', language: 'fr' } },
      { cookie: owner },
    );
    expect(bad.data!.inviteStaff.errors).toEqual([{ code: 'ERROR_FORM_INVALID', field: ['input', 'language'] }]);
    const ok = await admin.execute(
      INVITE_STAFF,
      { input: { email, name: 'Sunita', role: 'OPERATIONS', language: 'hi' } },
      { cookie: owner },
    );
    expect(ok.data!.inviteStaff).toMatchObject({ staff: { email, language: 'hi' }, errors: [] });
    const mail = (await outboxMails(admin.shop.outboxDir)).find((m) => m.to === email)!;
    expect(mail.subject).toBe('आपका GaadiParts बैक ऑफ़िस खाता');
    expect(mail.text).toContain('नमस्ते Sunita,');
    expect(mail.text).toContain('संचालन');
  });

  it('keeps TOTP secrets sealed in the database, and seals the ones stored in plaintext before', async () => {
    const { db } = admin.shop.database;
    const email = uniqueEmail('sealed');
    const cookie = await admin.staffCookie('OPERATIONS', email);
    const start = await admin.execute(START_TOTP, {}, { cookie });
    const { secret } = start.data!.startTotpEnrolment.enrolment;
    expect(
      (await admin.execute(CONFIRM_TOTP, { code: totpCode(secret, email) }, { cookie })).data!.confirmTotpEnrolment,
    ).toEqual({ staff: { totpEnabled: true }, errors: [] });
    const stored = await db
      .selectFrom('staff')
      .select(['id', 'totp_secret'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(isSealed(stored.totp_secret!)).toBe(true);
    expect(stored.totp_secret).not.toContain(secret);

    // A secret stored in plaintext (before encryption) is sealed at start; sign-in works after.
    await db.updateTable('staff').set({ totp_secret: secret }).where('id', '=', stored.id).execute();
    const box = createTotpSecretBox(admin.shop.config.staffTotpKey);
    expect(await sealStoredTotpSecrets(db, box)).toBeGreaterThanOrEqual(1);
    expect(await sealStoredTotpSecrets(db, box)).toBe(0);
    const after = await db
      .selectFrom('staff')
      .select('totp_secret')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(box.open(stored.id, after.totp_secret!)).toBe(secret);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffService } from '../../../gateway/admin/staff/staff.service';
import { createTotpSecretBox } from '../../../gateway/admin/staff/totp-secret-box';
import { createStaffSessions } from '../../../gateway/admin/staff/staff-sessions';
import { totpCode } from '../../../gateway/admin/staff/totp';
import { pino } from 'pino';
import { testEngines } from '../../support/test-database';
import { cookieFrom, createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { uniqueClient, uniqueEmail } from '../accounts/helpers';
import {
  auditEntries,
  CONFIRM_TOTP,
  INVITE_STAFF,
  outboxMails,
  SET_PASSWORD,
  SIGN_IN_STAFF,
  STAFF_PASSWORD,
  START_TOTP,
} from './helpers';
import { adminGraphql, graphql } from '../../support/graphql';

describe.each(testEngines())('staff accounts on %s', (engine) => {
  let admin: TestAdmin;
  let owner: string;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    owner = await admin.staffCookie('OWNER', 'first.owner@gaadiparts.test');
  });
  afterAll(() => admin.close());

  const commandLine = () =>
    createStaffService({
      db: admin.shop.database.db,
      sessions: createStaffSessions(admin.shop.database.db),
      mailer: { sendMail: async () => {} },
      logger: pino({ level: 'silent' }),
      publicUrl: 'http://test',
      totpBox: createTotpSecretBox(admin.shop.config.staffTotpKey),
    });

  it('adds an owner from the command line, who sets a password once through the link and is signed in', async () => {
    const email = uniqueEmail('owner');
    const added = await commandLine().add({ email, name: 'Asha', role: 'OWNER' });
    if ('errors' in added) throw new Error('not added');
    expect(added.staff).toMatchObject({ email, role: 'OWNER', has_password: false });

    const weak = await admin.execute(SET_PASSWORD, { token: added.token, password: 'short' });
    expect(weak.data!.setStaffPassword.errors).toEqual([{ code: 'STAFF_WEAK_PASSWORD', field: ['password'] }]);

    const set = await admin.execute(SET_PASSWORD, { token: added.token, password: STAFF_PASSWORD });
    expect(set.data!.setStaffPassword).toMatchObject({
      staff: { email, role: 'OWNER', hasPassword: true },
      errors: [],
    });
    const cookie = set.setCookies.find((c) => c.startsWith('gp_staff='))!;
    expect(cookie).toMatch(/Path=\/admin; HttpOnly; SameSite=Strict/);
    expect(cookie).not.toMatch(/Max-Age/);
    const me = await admin.execute(
      adminGraphql(`query Me { me { ...StaffFields } }`),
      {},
      { cookie: cookieFrom(set.setCookies) },
    );
    expect(me.data!.me).toMatchObject({ email, role: 'OWNER' });

    const again = await admin.execute(SET_PASSWORD, { token: added.token, password: STAFF_PASSWORD });
    expect(again.data!.setStaffPassword.errors).toEqual([{ code: 'STAFF_LINK_INVALID', field: ['token'] }]);
    expect(await commandLine().add({ email: email.toUpperCase(), role: 'OWNER' })).toEqual({
      errors: [{ code: 'AUTH_EMAIL_ALREADY_IN_USE', field: ['input', 'email'] }],
    });
  });

  it('signs staff in and out; a wrong password and an unknown e-mail answer alike', async () => {
    const email = uniqueEmail('ops');
    const added = await commandLine().add({ email, role: 'OPERATIONS' });
    if ('errors' in added) throw new Error('not added');
    await admin.execute(SET_PASSWORD, { token: added.token, password: STAFF_PASSWORD });
    const clientAddress = uniqueClient();
    const wrong = await admin.execute(SIGN_IN_STAFF, { email, password: 'not the password' }, { clientAddress });
    const unknown = await admin.execute(SIGN_IN_STAFF, { email: uniqueEmail(), password: 'x' }, { clientAddress });
    expect(wrong.data!.signInStaff).toEqual({ staff: null, errors: [{ code: 'AUTH_WRONG_PASSWORD', field: null }] });
    expect(unknown.data!.signInStaff).toEqual(wrong.data!.signInStaff);

    const ok = await admin.execute(SIGN_IN_STAFF, { email, password: STAFF_PASSWORD }, { clientAddress });
    expect(ok.data!.signInStaff.staff).toMatchObject({ email, role: 'OPERATIONS' });
    const cookie = cookieFrom(ok.setCookies)!;
    const out = await admin.execute(adminGraphql(`mutation SignOutStaff{ signOutStaff }`), {}, { cookie });
    expect(out.setCookies.some((c) => c.startsWith('gp_staff=;') && c.includes('Max-Age=0'))).toBe(true);
    expect((await admin.execute(adminGraphql(`query StaffMe { me { id } }`), {}, { cookie })).data!.me).toBeNull();
  });

  it('throttles failed sign-ins from one address like the shop does', async () => {
    const email = uniqueEmail('target');
    const clientAddress = uniqueClient();
    for (let i = 0; i < 10; i++) await admin.execute(SIGN_IN_STAFF, { email, password: 'guess' }, { clientAddress });
    const eleventh = await admin.execute(SIGN_IN_STAFF, { email, password: 'guess' }, { clientAddress });
    expect(eleventh.data!.signInStaff.errors).toEqual([{ code: 'ERROR_RATE_LIMITED', field: null }]);
  });

  it('keeps staff and shopper sessions apart: neither cookie opens the other API', async () => {
    const staffCookie = await admin.staffCookie('OWNER');
    const shop = await admin.shop.execute(
      graphql(`
        query StaffViewer {
          viewer {
            id
          }
        }
      `),
      {},
      { cookie: staffCookie.replace('gp_staff', 'gp_session') },
    );
    expect(shop.data!.viewer).toBeNull();
    const asStaff = await admin.shop.execute(
      graphql(`
        query StaffViewer2 {
          viewer {
            id
          }
        }
      `),
      {},
      { cookie: staffCookie },
    );
    expect(asStaff.data!.viewer).toBeNull();
  });

  it('lets an owner invite staff by e-mail; the invitation link sets the password once', async () => {
    const email = uniqueEmail('catalogue');
    const invite = INVITE_STAFF;
    const bad = await admin.execute(invite, { input: { email: 'not-an-email', role: 'CATALOGUE' } }, { cookie: owner });
    expect(bad.data!.inviteStaff.errors).toEqual([{ code: 'AUTH_INVALID_EMAIL', field: ['input', 'email'] }]);
    const result = await admin.execute(
      invite,
      { input: { email, name: 'Ravi', role: 'CATALOGUE' } },
      { cookie: owner },
    );
    expect(result.data!.inviteStaff).toMatchObject({
      staff: { email, role: 'CATALOGUE', hasPassword: false },
      errors: [],
    });
    const mail = (await outboxMails(admin.shop.outboxDir)).find((m) => m.to === email)!;
    expect(mail.text).toContain('first.owner@gaadiparts.test invited you');
    const token = new URL(mail.links[0]!).searchParams.get('token')!;
    const set = await admin.execute(SET_PASSWORD, { token, password: STAFF_PASSWORD });
    expect(set.data!.setStaffPassword.staff).toMatchObject({ email, hasPassword: true });
    const twice = await admin.execute(invite, { input: { email, role: 'OWNER' } }, { cookie: owner });
    expect(twice.data!.inviteStaff.errors).toEqual([{ code: 'AUTH_EMAIL_ALREADY_IN_USE', field: ['input', 'email'] }]);

    const [entry] = await auditEntries(admin, owner, 5).then((all) => all.filter((e) => e.operation === 'inviteStaff'));
    expect(entry).toMatchObject({ staffEmail: 'first.owner@gaadiparts.test', entityType: 'staff', before: null });
    expect(entry!.after).toMatchObject({ email, role: 'CATALOGUE', active: true });
  });

  it('changes roles and deactivates staff, ends their sessions, audits both, and keeps one owner', async () => {
    const cookie = await admin.staffCookie('OPERATIONS');
    const { data } = await admin.execute(adminGraphql(`query StaffMe2 { me { id } }`), {}, { cookie });
    const id = data!.me.id as string;
    const change = adminGraphql(
      `mutation Change($id: ID!, $role: StaffRole!) { changeStaffRole(id: $id, role: $role) { staff { role } errors { code field } } }`,
    );
    const changed = await admin.execute(change, { id, role: 'CATALOGUE' }, { cookie: owner });
    expect(changed.data!.changeStaffRole).toEqual({ staff: { role: 'CATALOGUE' }, errors: [] });
    expect((await admin.execute(adminGraphql(`query StaffMe3 { me { id } }`), {}, { cookie })).data!.me).toBeNull();

    const deactivate = adminGraphql(
      `mutation Deactivate($id: ID!) { deactivateStaff(id: $id) { staff { active } errors { code field } } }`,
    );
    expect((await admin.execute(deactivate, { id }, { cookie: owner })).data!.deactivateStaff.staff).toEqual({
      active: false,
    });
    const entries = await auditEntries(admin, owner, 5);
    expect(entries[0]).toMatchObject({
      operation: 'deactivateStaff',
      entityId: id,
      before: { active: true },
      after: { active: false },
    });
    expect(entries[1]).toMatchObject({
      operation: 'changeStaffRole',
      before: { role: 'OPERATIONS' },
      after: { role: 'CATALOGUE' },
    });

    const missing = await admin.execute(deactivate, { id: 'not-a-uuid' }, { cookie: owner });
    expect(missing.data!.deactivateStaff.errors).toEqual([{ code: 'PAGE_NOT_FOUND', field: ['id'] }]);
  });

  it('never leaves the shop without an active owner', async () => {
    const db = admin.shop.database.db;
    // Only one owner left: demote every other.
    const lone = await admin.staffCookie('OWNER');
    const { data } = await admin.execute(adminGraphql(`query StaffMe4 { me { id } }`), {}, { cookie: lone });
    await db
      .updateTable('staff')
      .set({ active: false })
      .where('role', '=', 'OWNER')
      .where('id', '<>', data!.me.id)
      .execute();
    const demote = adminGraphql(
      `mutation Demote($id: ID!) { changeStaffRole(id: $id, role: OPERATIONS) { staff { role } errors { code field } } }`,
    );
    const result = await admin.execute(demote, { id: data!.me.id }, { cookie: lone });
    expect(result.data!.changeStaffRole.errors).toEqual([{ code: 'STAFF_LAST_OWNER', field: ['id'] }]);
    await db.updateTable('staff').set({ active: true }).where('role', '=', 'OWNER').execute();
  });

  it('enrols a TOTP second factor; sign-in then asks for a valid code', async () => {
    const email = uniqueEmail('totp');
    const added = await commandLine().add({ email, role: 'OPERATIONS' });
    if ('errors' in added) throw new Error('not added');
    const set = await admin.execute(SET_PASSWORD, { token: added.token, password: STAFF_PASSWORD });
    const cookie = cookieFrom(set.setCookies)!;
    const start = await admin.execute(START_TOTP, {}, { cookie });
    const { secret, uri } = start.data!.startTotpEnrolment.enrolment;
    expect(uri).toMatch(/^otpauth:\/\/totp\/GaadiParts:/);
    const confirm = CONFIRM_TOTP;
    expect((await admin.execute(confirm, { code: '000000' }, { cookie })).data!.confirmTotpEnrolment.errors).toEqual([
      { code: 'STAFF_TOTP_INVALID', field: ['code'] },
    ]);
    const ok = await admin.execute(confirm, { code: totpCode(secret, email) }, { cookie });
    expect(ok.data!.confirmTotpEnrolment).toEqual({ staff: { totpEnabled: true }, errors: [] });

    const clientAddress = uniqueClient();
    const without = await admin.execute(SIGN_IN_STAFF, { email, password: STAFF_PASSWORD }, { clientAddress });
    expect(without.data!.signInStaff.errors).toEqual([{ code: 'STAFF_TOTP_REQUIRED', field: ['totpCode'] }]);
    expect(cookieFrom(without.setCookies)).toBeUndefined();
    const wrongCode = String((Number(totpCode(secret, email)) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await admin.execute(
      SIGN_IN_STAFF,
      { email, password: STAFF_PASSWORD, totpCode: wrongCode },
      { clientAddress },
    );
    expect(wrong.data!.signInStaff.errors).toEqual([{ code: 'STAFF_TOTP_INVALID', field: ['totpCode'] }]);
    const right = await admin.execute(
      SIGN_IN_STAFF,
      { email, password: STAFF_PASSWORD, totpCode: totpCode(secret, email) },
      { clientAddress },
    );
    expect(right.data!.signInStaff.staff).toMatchObject({ email, totpEnabled: true });
  });

  it('pages the audit log for owners with a cursor and refuses a bad one', async () => {
    const first = await admin.execute(
      adminGraphql(`query StaffAuditLog{ auditLog(first: 2) { items { id } cursorInfo { endCursor hasNextPage } } }`),
      {},
      { cookie: owner },
    );
    const page = first.data!.auditLog;
    expect(page.items).toHaveLength(2);
    expect(page.cursorInfo.hasNextPage).toBe(true);
    const next = await admin.execute(
      adminGraphql(`query StaffAuditLog2($after: String) { auditLog(first: 2, after: $after) { items { id } } }`),
      { after: page.cursorInfo.endCursor },
      { cookie: owner },
    );
    expect(Number(next.data!.auditLog.items[0]!.id)).toBeLessThan(Number(page.items[1]!.id));
    const bad = await admin.execute(
      adminGraphql(`query StaffAuditLog3 { auditLog(after: "x; drop") { items { id } } }`),
      {},
      { cookie: owner },
    );
    expect(bad.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'ERROR_FORM_INVALID',
      field: ['after'],
    });
    const big = await admin.execute(
      adminGraphql(`query StaffAuditLog4 { auditLog(first: 1000) { items { id } } }`),
      {},
      { cookie: owner },
    );
    expect(big.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'ERROR_FORM_OUT_OF_RANGE' });
  });
});

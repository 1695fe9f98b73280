import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestAdmin } from '../../support/test-admin';
import { adminGraphql } from '../../support/graphql';

export const ERRORS = 'errors { code field }';
export const STAFF_FIELDS = adminGraphql(
  `fragment StaffFields on Staff { id email name role active hasPassword totpEnabled language }`,
);
export const STAFF_PASSWORD = 'a long staff password';

export const SIGN_IN_STAFF =
  adminGraphql(`mutation SignInStaff($email: String!, $password: String!, $totpCode: String) {
  signInStaff(email: $email, password: $password, totpCode: $totpCode) { staff { ...StaffFields } errors { code field } } }`);
export const SET_PASSWORD = adminGraphql(`mutation SetPassword($token: String!, $password: String!) {
  setStaffPassword(token: $token, password: $password) { staff { ...StaffFields } errors { code field } } }`);
export const INVITE_STAFF = adminGraphql(`mutation StaffInvite($input: InviteStaffInput!) {
  inviteStaff(input: $input) { staff { ...StaffFields } errors { code field } } }`);
export const START_TOTP = adminGraphql(
  `mutation StaffStartTotpEnrolment { startTotpEnrolment { enrolment { secret uri } errors { code } } }`,
);
export const CONFIRM_TOTP = adminGraphql(`mutation StaffConfirm($code: String!) {
  confirmTotpEnrolment(code: $code) { staff { totpEnabled } errors { code field } } }`);
export const AUDIT_LOG =
  adminGraphql(`query HelpersAuditLog($first: Int, $after: String) { auditLog(first: $first, after: $after) {
  items { id at staffEmail operation entityType entityId before after } cursorInfo { endCursor hasNextPage } } }`);

/** The newest audit entries (as an owner), JSON parsed. */
export async function auditEntries(admin: TestAdmin, ownerCookie: string, first = 20) {
  const { data, errors } = await admin.execute(AUDIT_LOG, { first }, { cookie: ownerCookie });
  if (errors) throw new Error(JSON.stringify(errors));
  return (data!.auditLog.items as Record<string, string | null>[]).map((e): Record<string, any> => ({
    ...e,
    before: e.before ? JSON.parse(e.before) : null,
    after: e.after ? JSON.parse(e.after) : null,
  }));
}

/** E-mails the gateway wrote to its outbox, oldest first. */
export async function outboxMails(
  dir: string,
): Promise<{ to: string; subject: string; text: string; links: string[] }[]> {
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))));
}

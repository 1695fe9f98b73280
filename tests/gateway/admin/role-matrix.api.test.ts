import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RESOLVERS, buildAdminSchema } from '../../../gateway/admin/admin-schema';
import { OPERATION_ROLES } from '../../../gateway/admin/operation-roles';
import { STAFF_ROLES, type StaffRole } from '../../../gateway/admin/staff/staff-roles';
import { testEngines } from '../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { signUp } from '../accounts/helpers';
import { rootOperations } from './operation-samples';

const operations = rootOperations(buildAdminSchema());

/** Values a refused operation still answered (a nullable root field answers null with its error). */
const answered = (data: Record<string, unknown> | null | undefined) =>
  Object.values(data ?? {}).filter((v) => v !== null);

describe('the admin role table', () => {
  it('has a resolver for every operation (a forgotten one would answer null)', () => {
    const resolved = new Set(
      ADMIN_RESOLVERS.flatMap((r) => [
        ...Object.keys(r.Query ?? {}).map((name) => `Query.${name}`),
        ...Object.keys(r.Mutation ?? {}).map((name) => `Mutation.${name}`),
      ]),
    );
    expect(operations.map((o) => o.key).filter((key) => !resolved.has(key))).toEqual([]);
  });

  it('has a row for every operation of the admin schema, and none for operations that do not exist', () => {
    const keys = operations.map((o) => o.key);
    expect(keys.filter((key) => !OPERATION_ROLES[key])).toEqual([]);
    expect(Object.keys(OPERATION_ROLES).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

/**
 * Every admin operation that is not public is refused to an anonymous caller, to a signed-in
 * shopper (their session is not a staff session) and to each staff role its row leaves out,
 * before its resolver runs: the refusal is a GraphQL error with a code, and no data.
 */
describe.each(testEngines())('the role × operation matrix on %s', (engine) => {
  let admin: TestAdmin;
  const cookies = {} as Record<StaffRole, string>;
  let shopperCookie: string;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    for (const role of STAFF_ROLES) cookies[role] = await admin.staffCookie(role);
    const shopper = await signUp(admin.shop);
    shopperCookie = `gp_session=${shopper.token}`;
  });
  afterAll(() => admin.close());

  const guarded = operations.filter((o) => OPERATION_ROLES[o.key] !== 'PUBLIC');

  it('covers the operations of the back office', () => {
    expect(guarded.length).toBeGreaterThan(5);
  });

  // One sample per operation, written at run time from the schema (operation-samples.ts): sent unchecked.
  for (const { key, text } of guarded) {
    it(`${key}: anonymous and shopper callers are refused UNAUTHENTICATED`, async () => {
      for (const cookie of [undefined, shopperCookie]) {
        const result = await admin.executeRaw(text, {}, { cookie });
        expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', errorCode: 'AUTH_REQUIRED' });
        expect(answered(result.data)).toEqual([]);
      }
    });

    const access = OPERATION_ROLES[key]!;
    const refused = access === 'STAFF' || access === 'PUBLIC' ? [] : STAFF_ROLES.filter((r) => !access.includes(r));
    for (const role of refused) {
      it(`${key}: ${role} is refused FORBIDDEN`, async () => {
        const result = await admin.executeRaw(text, {}, { cookie: cookies[role] });
        expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 'STAFF_FORBIDDEN' });
        expect(answered(result.data)).toEqual([]);
      });
    }
  }
});

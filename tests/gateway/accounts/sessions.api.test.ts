import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { PASSWORD, SIGN_IN, VIEWER, sessionFromCookies, signUp, uniqueClient } from './helpers';
import { graphql } from '../../support/graphql';

const SIGN_OUT = graphql(`
  mutation SignOut {
    signOut {
      errors {
        code
        field
      }
    }
  }
`);
const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($current: String!, $next: String!) {
    changePassword(currentPassword: $current, newPassword: $next) {
      user {
        ...UserFields
      }
      sessionToken
      errors {
        code
        field
      }
    }
  }
`);
const EDIT_PROFILE = graphql(`
  mutation EditProfile($email: String!, $phone: String, $firstName: String, $lastName: String) {
    editProfile(email: $email, phone: $phone, firstName: $firstName, lastName: $lastName) {
      user {
        ...UserFields
      }
      errors {
        code
        field
      }
    }
  }
`);

describe('accounts API: sessions, profile and password change', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  const viewerOf = async (cookie: string) => (await gateway.execute(VIEWER, {}, { cookie })).data!.viewer;

  it('rotates the session at sign-in: the old token stops working', async () => {
    const shopper = await signUp(gateway);
    const again = await gateway.execute(SIGN_IN, { email: shopper.email, password: PASSWORD }, shopper.as);
    const fresh = sessionFromCookies(again.setCookies)!;
    expect(fresh).not.toBe(shopper.token);
    expect(await viewerOf(`gp_session=${shopper.token}`)).toBeNull();
    expect((await viewerOf(`gp_session=${fresh}`)).email).toBe(shopper.email);
  });

  it('signs out: revokes the session and clears the cookie', async () => {
    const shopper = await signUp(gateway);
    const result = await gateway.execute(SIGN_OUT, {}, shopper.as);
    expect(result.data!.signOut.errors).toEqual([]);
    expect(result.setCookies).toEqual(['gp_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);
    expect(await viewerOf(shopper.as.cookie!)).toBeNull();
    expect((await gateway.execute(VIEWER, {}, { bearer: shopper.token })).data!.viewer).toBeNull();
  });

  it('treats an unknown or malformed session as anonymous and clears its cookie', async () => {
    const stale = await gateway.execute(VIEWER, {}, { cookie: `gp_session=${'A'.repeat(43)}` });
    expect(stale.data!.viewer).toBeNull();
    expect(stale.setCookies[0]).toMatch(/^gp_session=; .*Max-Age=0/);
    expect((await gateway.execute(VIEWER, {}, { cookie: 'gp_session=garbage' })).data!.viewer).toBeNull();
    expect((await gateway.execute(VIEWER, {}, { bearer: 'garbage' })).data!.viewer).toBeNull();
  });

  it('ignores expired sessions', async () => {
    const shopper = await signUp(gateway);
    await gateway.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', shopper.user.id)
      .execute();
    expect(await viewerOf(shopper.as.cookie!)).toBeNull();
  });

  it('changes the password: every session ends, this client gets a new one, the old password fails', async () => {
    const shopper = await signUp(gateway);
    const other = await gateway.execute(
      SIGN_IN,
      { email: shopper.email, password: PASSWORD, remember: true },
      { clientAddress: uniqueClient() },
    );
    const otherToken = other.data!.signIn.sessionToken as string;
    const result = await gateway.execute(CHANGE_PASSWORD, { current: PASSWORD, next: 'new secret 42' }, shopper.as);
    expect(result.data!.changePassword).toMatchObject({ errors: [], user: { email: shopper.email } });
    const fresh = sessionFromCookies(result.setCookies)!;
    expect(fresh).toBe(result.data!.changePassword.sessionToken);
    expect(await viewerOf(shopper.as.cookie!)).toBeNull();
    expect(await viewerOf(`gp_session=${otherToken}`)).toBeNull();
    expect((await viewerOf(`gp_session=${fresh}`)).email).toBe(shopper.email);
    const old = await gateway.execute(
      SIGN_IN,
      { email: shopper.email, password: PASSWORD },
      { clientAddress: uniqueClient() },
    );
    expect(old.data!.signIn.errors).toEqual([{ code: 'AUTH_WRONG_PASSWORD', field: null }]);
    const renewed = await gateway.execute(
      SIGN_IN,
      { email: shopper.email, password: 'new secret 42' },
      { clientAddress: uniqueClient() },
    );
    expect(renewed.data!.signIn.errors).toEqual([]);
  });

  it('refuses a password change with a wrong current password, a weak new one, or no session', async () => {
    const shopper = await signUp(gateway);
    const wrong = await gateway.execute(CHANGE_PASSWORD, { current: 'nope nope', next: 'new secret 42' }, shopper.as);
    expect(wrong.data!.changePassword.errors).toEqual([{ code: 'AUTH_WRONG_PASSWORD', field: ['currentPassword'] }]);
    const weak = await gateway.execute(CHANGE_PASSWORD, { current: PASSWORD, next: '12345' }, shopper.as);
    expect(weak.data!.changePassword.errors).toEqual([{ code: 'AUTH_WEAK_PASSWORD', field: ['newPassword'] }]);
    const anonymous = await gateway.execute(CHANGE_PASSWORD, { current: PASSWORD, next: 'new secret 42' });
    expect(anonymous.data!.changePassword.errors).toEqual([{ code: 'AUTH_REQUIRED', field: null }]);
    expect(await viewerOf(shopper.as.cookie!)).not.toBeNull();
  });

  it('edits the profile and answers with the new viewer', async () => {
    const shopper = await signUp(gateway);
    const variables = {
      email: `NEW.${shopper.email}`,
      phone: '+91 98450 00000',
      firstName: ' Meera ',
      lastName: 'Iyer',
    };
    const result = await gateway.execute(EDIT_PROFILE, variables, shopper.as);
    expect(result.data!.editProfile).toMatchObject({
      errors: [],
      user: { email: `NEW.${shopper.email}`, phone: '+91 98450 00000', firstName: 'Meera', lastName: 'Iyer' },
    });
    expect((await viewerOf(shopper.as.cookie!)).firstName).toBe('Meera');
  });

  it('refuses profile edits that are invalid, take another shopper e-mail, or come from nobody', async () => {
    const [a, b] = [await signUp(gateway), await signUp(gateway)];
    const taken = await gateway.execute(EDIT_PROFILE, { email: b.email.toUpperCase() }, a.as);
    expect(taken.data!.editProfile).toEqual({
      user: null,
      errors: [{ code: 'AUTH_EMAIL_ALREADY_IN_USE', field: ['email'] }],
    });
    const invalid = await gateway.execute(
      EDIT_PROFILE,
      { email: 'nope', phone: 'call me', lastName: 'x'.repeat(61) },
      a.as,
    );
    expect(invalid.data!.editProfile.errors).toEqual([
      { code: 'AUTH_INVALID_EMAIL', field: ['email'] },
      { code: 'ERROR_FORM_INVALID', field: ['phone'] },
      { code: 'ERROR_FORM_TOO_LONG', field: ['lastName'] },
    ]);
    const anonymous = await gateway.execute(EDIT_PROFILE, { email: a.email });
    expect(anonymous.data!.editProfile.errors).toEqual([{ code: 'AUTH_REQUIRED', field: null }]);
    expect((await viewerOf(b.as.cookie!)).email).toBe(b.email);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import {
  PASSWORD,
  SIGN_IN,
  SIGN_UP,
  VIEWER,
  sessionFromCookies,
  signUp,
  uniqueClient,
  uniqueEmail,
  waitForMail,
} from './helpers';

describe('accounts API: sign-up and sign-in', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('signs up, sets an HttpOnly SameSite=Lax session cookie and sends a welcome e-mail', async () => {
    const email = uniqueEmail();
    const result = await gateway.execute(
      SIGN_UP,
      { input: { email, password: PASSWORD, firstName: 'Ravi', lastName: 'Kumar', language: 'hi' } },
      { clientAddress: uniqueClient() },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.signUp).toMatchObject({
      errors: [],
      user: { email, firstName: 'Ravi', lastName: 'Kumar', language: 'hi' },
    });
    const cookie = result.setCookies.find((c) => c.startsWith('gp_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age|Secure/);
    expect(sessionFromCookies(result.setCookies)).toBe(result.data!.signUp.sessionToken);
    const viewer = await gateway.execute(VIEWER, {}, { cookie: `gp_session=${result.data!.signUp.sessionToken}` });
    expect(viewer.data!.viewer.email).toBe(email);
    const [welcome] = await waitForMail(gateway.outboxDir, email);
    expect(welcome!.subject).toBe('GaadiParts में आपका स्वागत है');
    expect(welcome!.links).toEqual(['http://localhost:4000/account/dashboard']);
  });

  it('stores a session token hash, never the token, and an Argon2id password hash', async () => {
    const { email, token } = await signUp(gateway);
    const user = await gateway.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await gateway.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toContain(token);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'AUTH_INVALID_EMAIL', ['input', 'email']],
    [{ email: 'a@b', password: '12345' }, 'AUTH_WEAK_PASSWORD', ['input', 'password']],
    [{ email: '', password: PASSWORD }, 'ERROR_FORM_REQUIRED', ['input', 'email']],
    [{ email: 'a@b', password: 'x'.repeat(257) }, 'ERROR_FORM_TOO_LONG', ['input', 'password']],
    [{ email: 'a@b', password: PASSWORD, firstName: 'x'.repeat(61) }, 'ERROR_FORM_TOO_LONG', ['input', 'firstName']],
  ])('refuses sign-up %j with %s', async (input, code, field) => {
    const result = await gateway.execute(SIGN_UP, { input }, { clientAddress: uniqueClient() });
    expect(result.data!.signUp).toEqual({ user: null, sessionToken: null, errors: [{ code, field }] });
    expect(result.setCookies).toEqual([]);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const { email } = await signUp(gateway);
    const result = await gateway.execute(
      SIGN_UP,
      { input: { email: email.toUpperCase(), password: PASSWORD } },
      { clientAddress: uniqueClient() },
    );
    expect(result.data!.signUp.errors).toEqual([{ code: 'AUTH_EMAIL_ALREADY_IN_USE', field: ['input', 'email'] }]);
  });

  it('signs in with the right password (e-mail case-insensitive); remember gives a 30-day cookie', async () => {
    const { email } = await signUp(gateway);
    const plain = await gateway.execute(
      SIGN_IN,
      { email: email.toUpperCase(), password: PASSWORD },
      { clientAddress: uniqueClient() },
    );
    expect(plain.data!.signIn).toMatchObject({ errors: [], user: { email } });
    expect(plain.setCookies[0]).not.toMatch(/Max-Age/);
    const remembered = await gateway.execute(
      SIGN_IN,
      { email, password: PASSWORD, remember: true },
      { clientAddress: uniqueClient() },
    );
    expect(remembered.setCookies[0]).toMatch(/Max-Age=2592000/);
  });

  it('answers AUTH_WRONG_PASSWORD for a wrong password and for an unknown e-mail alike', async () => {
    const { email } = await signUp(gateway);
    const wrong = await gateway.execute(
      SIGN_IN,
      { email, password: 'wrong password' },
      { clientAddress: uniqueClient() },
    );
    const unknown = await gateway.execute(
      SIGN_IN,
      { email: uniqueEmail('nobody'), password: 'wrong password' },
      { clientAddress: uniqueClient() },
    );
    expect(wrong.data).toEqual(unknown.data);
    expect(wrong.data!.signIn).toEqual({
      user: null,
      sessionToken: null,
      errors: [{ code: 'AUTH_WRONG_PASSWORD', field: null }],
    });
    expect(wrong.setCookies).toEqual(unknown.setCookies);
  });

  it('validates sign-in arguments before looking anything up', async () => {
    const result = await gateway.execute(SIGN_IN, { email: 'nope', password: '' }, { clientAddress: uniqueClient() });
    expect(result.data!.signIn.errors).toEqual([
      { code: 'AUTH_INVALID_EMAIL', field: ['email'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['password'] },
    ]);
  });

  it('gives API clients a bearer token that works without cookies', async () => {
    const { token, email } = await signUp(gateway);
    const viewer = await gateway.execute(VIEWER, {}, { bearer: token });
    expect(viewer.data!.viewer.email).toBe(email);
    expect(viewer.setCookies).toEqual([]);
  });

  it('marks the cookie Secure behind HTTPS (x-forwarded-proto)', async () => {
    const result = await gateway.execute(
      SIGN_UP,
      { input: { email: uniqueEmail(), password: PASSWORD } },
      { clientAddress: uniqueClient(), headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(result.setCookies[0]).toMatch(/; Secure/);
  });
});

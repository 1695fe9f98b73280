import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_LIMITS, RATE_LIMITS } from '../../../gateway/accounts/rate-limits';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { PASSWORD, signUp, uniqueClient, uniqueEmail, waitForMail } from './helpers';

const RESET_REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) { errors { code } } }';
const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { errors { code } } }';

const codes = (payloads: Record<string, { errors: { code: string }[] }>) =>
  Object.values(payloads).map((p) => p.errors[0]?.code ?? 'OK');

describe('accounts API: rate limits', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  const SIGN_IN_AS = (email: string, password: string) =>
    `mutation { signIn(email: "${email}", password: "${password}") { user { email } errors { code } } }`;
  const wrongAttempts = (email: string, n: number) =>
    `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: signIn(email: "${email}", password: "wrong password") { errors { code } }`).join('\n')} }`;

  it('lets the owner sign in after 50 failed attempts from another address; that address waits', async () => {
    const { email } = await signUp(gateway);
    const stranger = uniqueClient();
    const { points } = COUNTED_LIMITS.signInFailedHere;
    const seen: string[] = [];
    for (let i = 0; i < 5; i++)
      seen.push(
        ...codes(
          (await gateway.executeUntyped(wrongAttempts(email, 10), {}, { clientAddress: stranger })).data as never,
        ),
      );
    expect(seen).toEqual([
      ...Array(points).fill('AUTH_WRONG_PASSWORD'),
      ...Array(50 - points).fill('ERROR_RATE_LIMITED'),
    ]);
    // The owner, in a new browser at another address, signs in with the right password.
    const owner = await gateway.executeUntyped(SIGN_IN_AS(email, PASSWORD), {}, { clientAddress: uniqueClient() });
    expect(owner.data!.signIn).toEqual({ user: { email }, errors: [] });
    // Even the right password waits at the stranger's address.
    const right = await gateway.executeUntyped(SIGN_IN_AS(email, PASSWORD), {}, { clientAddress: stranger });
    expect(right.data!.signIn).toEqual({ user: null, errors: [{ code: 'ERROR_RATE_LIMITED' }] });
    expect(right.setCookies).toEqual([]);
  });

  it("when many addresses fail together, new browsers wait but the owner's known browser and the e-mail link work", async () => {
    const { email, setCookies } = await signUp(gateway);
    const device = setCookies.find((c) => c.startsWith('gp_device='))!.split(';')[0]!;
    const { points: perAddress } = COUNTED_LIMITS.signInFailedHere;
    const { points: together } = COUNTED_LIMITS.signInFailedAnywhere;
    for (let failed = 0; failed < together; failed += perAddress)
      await gateway.executeUntyped(wrongAttempts(email, perAddress), {}, { clientAddress: uniqueClient() });
    const newBrowser = await gateway.executeUntyped(SIGN_IN_AS(email, PASSWORD), {}, { clientAddress: uniqueClient() });
    expect(newBrowser.data!.signIn.errors).toEqual([{ code: 'ERROR_RATE_LIMITED' }]);
    // The browser that signed up presents its device cookie, from yet another address.
    const known = await gateway.executeUntyped(
      SIGN_IN_AS(email, PASSWORD),
      {},
      { clientAddress: uniqueClient(), cookie: device },
    );
    expect(known.data!.signIn).toEqual({ user: { email }, errors: [] });
    // A forged device cookie is a new browser.
    const forged = await gateway.executeUntyped(
      SIGN_IN_AS(email, PASSWORD),
      {},
      { clientAddress: uniqueClient(), cookie: `gp_device=${'A'.repeat(43)}` },
    );
    expect(forged.data!.signIn.errors).toEqual([{ code: 'ERROR_RATE_LIMITED' }]);
    // Resetting the password through the e-mail link proves the owner: new browsers may sign in again.
    await gateway.executeUntyped(RESET_REQUEST, { email }, { clientAddress: uniqueClient() });
    const [mail] = await waitForMail(gateway.outboxDir, email, 1, 'reset-password');
    const token = new URL(mail!.links[0]!).searchParams.get('token');
    const reset = await gateway.executeUntyped(
      RESET,
      { token, password: 'a new password' },
      { clientAddress: uniqueClient() },
    );
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetPassword.errors).toEqual([]);
    const after = await gateway.executeUntyped(
      SIGN_IN_AS(email, 'a new password'),
      {},
      { clientAddress: uniqueClient() },
    );
    expect(after.data!.signIn).toEqual({ user: { email }, errors: [] });
  });

  it('answers the same for unknown e-mails, so the limit reveals nothing', async () => {
    const { points } = COUNTED_LIMITS.signInFailedHere;
    const email = uniqueEmail('nobody');
    const result = await gateway.executeUntyped(
      wrongAttempts(email, points + 1),
      {},
      { clientAddress: uniqueClient() },
    );
    expect(codes(result.data as never)).toEqual([...Array(points).fill('AUTH_WRONG_PASSWORD'), 'ERROR_RATE_LIMITED']);
  });

  it('counts each operation of a batched request', async () => {
    const email = uniqueEmail();
    const { points } = RATE_LIMITS.passwordReset.perKey.emailAndClient;
    const batch = Array.from({ length: points + 1 }, () => ({
      query: 'mutation ($email: String!) { requestPasswordReset(email: $email) { errors { code } } }',
      variables: { email },
    }));
    const response = await gateway.fetch(
      '/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch) },
      uniqueClient(),
    );
    const results = (await response.json()) as { data: { requestPasswordReset: { errors: { code: string }[] } } }[];
    expect(results.map((r) => r.data.requestPasswordReset.errors[0]?.code ?? 'OK')).toEqual([
      ...Array(points).fill('OK'),
      'ERROR_RATE_LIMITED',
    ]);
  });

  it('limits one client address across many e-mails', async () => {
    const client = uniqueClient();
    const { points } = RATE_LIMITS.passwordReset.perClient;
    const seen: string[] = [];
    for (let sent = 0; sent <= points; sent += 10) {
      const aliases = Array.from(
        { length: 10 },
        (_, i) => `a${i}: requestPasswordReset(email: "${uniqueEmail('many')}") { errors { code } }`,
      );
      seen.push(
        ...codes(
          (await gateway.executeUntyped(`mutation { ${aliases.join(' ')} }`, {}, { clientAddress: client }))
            .data as never,
        ),
      );
    }
    expect(seen.slice(0, points).every((c) => c === 'OK')).toBe(true);
    expect(seen.slice(points).every((c) => c === 'ERROR_RATE_LIMITED')).toBe(true);
    // Another client is not affected.
    const other = await gateway.executeUntyped(
      `mutation { requestPasswordReset(email: "${uniqueEmail()}") { errors { code } } }`,
      {},
      { clientAddress: uniqueClient() },
    );
    expect(other.data!.requestPasswordReset.errors).toEqual([]);
  });

  it('limits sign-ups per client address', async () => {
    const client = uniqueClient();
    const { points } = RATE_LIMITS.signUp.perClient;
    const signUps = (n: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          `a${i}: signUp(input: { email: "${uniqueEmail('bulk')}", password: "${PASSWORD}" }) { errors { code } }`,
      );
    const seen: string[] = [];
    for (const n of [10, points + 1 - 10]) {
      seen.push(
        ...codes(
          (await gateway.executeUntyped(`mutation { ${signUps(n).join(' ')} }`, {}, { clientAddress: client }))
            .data as never,
        ),
      );
    }
    expect(seen).toEqual([...Array(points).fill('OK'), 'ERROR_RATE_LIMITED']);
  });
});

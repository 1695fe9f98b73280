import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_LIMITS, RATE_LIMITS } from '../../../gateway/accounts/rate-limits';
import { graphql, operationText } from '../../support/graphql';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { PASSWORD, SIGN_IN, SIGN_UP, signUp, uniqueClient, uniqueEmail, waitForMail } from './helpers';

const RESET_REQUEST = graphql(`
  mutation RateLimitsResetRequest($email: String!) {
    requestPasswordReset(email: $email) {
      errors {
        code
      }
    }
  }
`);
const RESET = graphql(`
  mutation RateLimitsReset($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      errors {
        code
      }
    }
  }
`);
/** Ten sign-in attempts in one request (aliases): each one counts. */
const TEN_SIGN_INS = graphql(`
  mutation RateLimitsTenSignIns($email: String!, $password: String!) {
    a0: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
    a1: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
    a2: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
    a3: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
    a4: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
    a5: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
    a6: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
    a7: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
    a8: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
    a9: signIn(email: $email, password: $password) {
      errors {
        code
      }
    }
  }
`);

const codes = (payloads: Record<string, { errors: { code: string }[] }>): string[] =>
  Object.values(payloads).map((p) => p.errors[0]?.code ?? 'OK');

describe('accounts API: rate limits', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  /** Ten attempts with a wrong password from `clientAddress`: their error codes. */
  const tenWrong = async (email: string, clientAddress: string) =>
    codes((await gateway.execute(TEN_SIGN_INS, { email, password: 'wrong password' }, { clientAddress })).data!);
  const signIn = (email: string, password: string, as: { clientAddress: string; cookie?: string }) =>
    gateway.execute(SIGN_IN, { email, password }, as);

  it('lets the owner sign in after 50 failed attempts from another address; that address waits', async () => {
    const { email } = await signUp(gateway);
    const stranger = uniqueClient();
    const { points } = COUNTED_LIMITS.signInFailedHere;
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) seen.push(...(await tenWrong(email, stranger)));
    expect(seen).toEqual([
      ...Array(points).fill('AUTH_WRONG_PASSWORD'),
      ...Array(50 - points).fill('ERROR_RATE_LIMITED'),
    ]);
    // The owner, in a new browser at another address, signs in with the right password.
    const owner = await signIn(email, PASSWORD, { clientAddress: uniqueClient() });
    expect(owner.data!.signIn).toMatchObject({ user: { email }, errors: [] });
    // Even the right password waits at the stranger's address.
    const right = await signIn(email, PASSWORD, { clientAddress: stranger });
    expect(right.data!.signIn).toMatchObject({ user: null, errors: [{ code: 'ERROR_RATE_LIMITED' }] });
    expect(right.setCookies).toEqual([]);
  });

  it("when many addresses fail together, new browsers wait but the owner's known browser and the e-mail link work", async () => {
    const { email, setCookies } = await signUp(gateway);
    const device = setCookies.find((c) => c.startsWith('gp_device='))!.split(';')[0]!;
    const { points: perAddress } = COUNTED_LIMITS.signInFailedHere;
    const { points: together } = COUNTED_LIMITS.signInFailedAnywhere;
    expect(perAddress).toBeGreaterThanOrEqual(10); // each address's ten attempts all count
    for (let failed = 0; failed < together; failed += 10) await tenWrong(email, uniqueClient());
    const newBrowser = await signIn(email, PASSWORD, { clientAddress: uniqueClient() });
    expect(newBrowser.data!.signIn.errors).toMatchObject([{ code: 'ERROR_RATE_LIMITED' }]);
    // The browser that signed up presents its device cookie, from yet another address.
    const known = await signIn(email, PASSWORD, { clientAddress: uniqueClient(), cookie: device });
    expect(known.data!.signIn).toMatchObject({ user: { email }, errors: [] });
    // A forged device cookie is a new browser.
    const forged = await signIn(email, PASSWORD, {
      clientAddress: uniqueClient(),
      cookie: `gp_device=${'A'.repeat(43)}`,
    });
    expect(forged.data!.signIn.errors).toMatchObject([{ code: 'ERROR_RATE_LIMITED' }]);
    // Resetting the password through the e-mail link proves the owner: new browsers may sign in again.
    await gateway.execute(RESET_REQUEST, { email }, { clientAddress: uniqueClient() });
    const [mail] = await waitForMail(gateway.outboxDir, email, 1, 'reset-password');
    const token = new URL(mail!.links[0]!).searchParams.get('token')!;
    const reset = await gateway.execute(
      RESET,
      { token, password: 'a new password' },
      { clientAddress: uniqueClient() },
    );
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetPassword.errors).toEqual([]);
    const after = await signIn(email, 'a new password', { clientAddress: uniqueClient() });
    expect(after.data!.signIn).toMatchObject({ user: { email }, errors: [] });
  });

  it('answers the same for unknown e-mails, so the limit reveals nothing', async () => {
    const { points } = COUNTED_LIMITS.signInFailedHere;
    const email = uniqueEmail('nobody');
    const client = uniqueClient();
    const seen = [...(await tenWrong(email, client)), ...(await tenWrong(email, client))];
    expect(seen).toEqual([
      ...Array(points).fill('AUTH_WRONG_PASSWORD'),
      ...Array(20 - points).fill('ERROR_RATE_LIMITED'),
    ]);
  });

  it('counts each operation of a batched request', async () => {
    const email = uniqueEmail();
    const { points } = RATE_LIMITS.passwordReset.perKey.emailAndClient;
    const batch = Array.from({ length: points + 1 }, () => ({
      query: operationText(RESET_REQUEST),
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
    for (let sent = 0; sent <= points; sent++) {
      const { data } = await gateway.execute(RESET_REQUEST, { email: uniqueEmail('many') }, { clientAddress: client });
      seen.push(data!.requestPasswordReset.errors[0]?.code ?? 'OK');
    }
    expect(seen.slice(0, points).every((c) => c === 'OK')).toBe(true);
    expect(seen.slice(points).every((c) => c === 'ERROR_RATE_LIMITED')).toBe(true);
    // Another client is not affected.
    const other = await gateway.execute(RESET_REQUEST, { email: uniqueEmail() }, { clientAddress: uniqueClient() });
    expect(other.data!.requestPasswordReset.errors).toEqual([]);
  });

  it('limits sign-ups per client address', async () => {
    const client = uniqueClient();
    const { points } = RATE_LIMITS.signUp.perClient;
    const seen: string[] = [];
    for (let i = 0; i <= points; i++) {
      const input = { email: uniqueEmail('bulk'), password: PASSWORD };
      const { data } = await gateway.execute(SIGN_UP, { input }, { clientAddress: client });
      seen.push(data!.signUp.errors[0]?.code ?? 'OK');
    }
    expect(seen).toEqual([...Array(points).fill('OK'), 'ERROR_RATE_LIMITED']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../gateway/accounts/rate-limits';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { PASSWORD, signUp, uniqueClient, uniqueEmail } from './helpers';

const codes = (payloads: Record<string, { errors: { code: string }[] }>) =>
  Object.values(payloads).map((p) => p.errors[0]?.code ?? 'OK');

describe('accounts API: rate limits', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('limits sign-in attempts per e-mail, counting every alias of one operation', async () => {
    const { email } = await signUp(gateway);
    const { points } = RATE_LIMITS.signIn.perEmail;
    const aliases = Array.from(
      { length: points + 1 },
      (_, i) => `a${i}: signIn(email: "${email}", password: "wrong password") { errors { code } }`,
    );
    const result = await gateway.execute(`mutation { ${aliases.join('\n')} }`, {}, { clientAddress: uniqueClient() });
    expect(codes(result.data as never)).toEqual([...Array(points).fill('AUTH_WRONG_PASSWORD'), 'ERROR_RATE_LIMITED']);
    // Even the right password from another client is refused while the e-mail is locked.
    const right = await gateway.execute(
      `mutation { signIn(email: "${email}", password: "${PASSWORD}") { user { email } errors { code } } }`,
      {},
      { clientAddress: uniqueClient() },
    );
    expect(right.data!.signIn).toEqual({ user: null, errors: [{ code: 'ERROR_RATE_LIMITED' }] });
    expect(right.setCookies).toEqual([]);
  });

  it('answers the same for unknown e-mails, so the limit reveals nothing', async () => {
    const { points } = RATE_LIMITS.signIn.perEmail;
    const email = uniqueEmail('nobody');
    const aliases = Array.from(
      { length: points + 1 },
      (_, i) => `a${i}: signIn(email: "${email}", password: "x") { errors { code } }`,
    );
    const result = await gateway.execute(`mutation { ${aliases.join('\n')} }`, {}, { clientAddress: uniqueClient() });
    expect(codes(result.data as never)).toEqual([...Array(points).fill('AUTH_WRONG_PASSWORD'), 'ERROR_RATE_LIMITED']);
  });

  it('counts each operation of a batched request', async () => {
    const email = uniqueEmail();
    const { points } = RATE_LIMITS.passwordReset.perEmail;
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
          (await gateway.execute(`mutation { ${aliases.join(' ')} }`, {}, { clientAddress: client })).data as never,
        ),
      );
    }
    expect(seen.slice(0, points).every((c) => c === 'OK')).toBe(true);
    expect(seen.slice(points).every((c) => c === 'ERROR_RATE_LIMITED')).toBe(true);
    // Another client is not affected.
    const other = await gateway.execute(
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
          (await gateway.execute(`mutation { ${signUps(n).join(' ')} }`, {}, { clientAddress: client })).data as never,
        ),
      );
    }
    expect(seen).toEqual([...Array(points).fill('OK'), 'ERROR_RATE_LIMITED']);
  });
});

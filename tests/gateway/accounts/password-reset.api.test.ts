import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../gateway/accounts/session-cookie';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { PASSWORD, SIGN_IN, VIEWER, outbox, signUp, uniqueClient, uniqueEmail, waitForMail } from './helpers';
import { graphql } from '../../support/graphql';

const REQUEST = graphql(`
  mutation PasswordResetRequest($email: String!) {
    requestPasswordReset(email: $email) {
      errors {
        code
        field
      }
    }
  }
`);
const RESET = graphql(`
  mutation Reset($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      errors {
        code
        field
      }
    }
  }
`);

describe('accounts API: password recovery', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  /** Asks for a reset and returns the token of the new reset e-mail (the welcome e-mail may arrive in any order). */
  async function requestLink(email: string) {
    const before = (await outbox(gateway.outboxDir)).filter(
      (m) => m.to === email && m.links[0]?.includes('reset-password'),
    );
    const result = await gateway.execute(REQUEST, { email }, { clientAddress: uniqueClient() });
    expect(result.data!.requestPasswordReset.errors).toEqual([]);
    const mails = await waitForMail(gateway.outboxDir, email, before.length + 1, 'reset-password');
    const link = new URL(mails.find((m) => !before.some((b) => b.links[0] === m.links[0]))!.links[0]!);
    return { link, token: link.searchParams.get('token')! };
  }

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const shopper = await signUp(gateway, { language: 'ta' });
    const nobody = uniqueEmail('nobody');
    const known = await gateway.execute(REQUEST, { email: shopper.email }, { clientAddress: uniqueClient() });
    const unknown = await gateway.execute(REQUEST, { email: nobody }, { clientAddress: uniqueClient() });
    expect(known.data).toEqual(unknown.data);
    expect(known.data).toEqual({ requestPasswordReset: { errors: [] } });
    const [mail] = (await waitForMail(gateway.outboxDir, shopper.email, 2)).filter((m) =>
      m.links[0]?.includes('reset'),
    );
    expect(mail!.subject).toBe('உங்கள் GaadiParts கடவுச்சொல்லை மீட்டமைக்கவும்');
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:4000\/account\/reset-password\?token=[\w-]{43}$/);
    expect((await outbox(gateway.outboxDir)).some((m) => m.to === nobody)).toBe(false);
  });

  it('stores the reset token hashed and lets it set a new password once, ending every session', async () => {
    const shopper = await signUp(gateway);
    const { token } = await requestLink(shopper.email);
    const stored = await gateway.database.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', shopper.user.id)
      .execute();
    expect(stored.map((t) => t.token_hash)).toEqual([hashToken(token)]);

    const reset = await gateway.execute(RESET, { token, password: 'brand new pw' });
    expect(reset.data!.resetPassword.errors).toEqual([]);
    expect((await gateway.execute(VIEWER, {}, shopper.as)).data!.viewer).toBeNull();
    const signIn = await gateway.execute(
      SIGN_IN,
      { email: shopper.email, password: 'brand new pw' },
      { clientAddress: uniqueClient() },
    );
    expect(signIn.data!.signIn.errors).toEqual([]);
    const old = await gateway.execute(
      SIGN_IN,
      { email: shopper.email, password: PASSWORD },
      { clientAddress: uniqueClient() },
    );
    expect(old.data!.signIn.errors).toEqual([{ code: 'AUTH_WRONG_PASSWORD', field: null }]);

    const again = await gateway.execute(RESET, { token, password: 'another one' });
    expect(again.data!.resetPassword.errors).toEqual([{ code: 'AUTH_INVALID_TOKEN', field: ['token'] }]);
  });

  it('refuses expired, unknown and malformed tokens, and weak passwords', async () => {
    const shopper = await signUp(gateway);
    const { token } = await requestLink(shopper.email);
    const weak = await gateway.execute(RESET, { token, password: '123' });
    expect(weak.data!.resetPassword.errors).toEqual([{ code: 'AUTH_WEAK_PASSWORD', field: ['password'] }]);
    await gateway.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    for (const bad of [token, 'B'.repeat(43), 'short']) {
      const result = await gateway.execute(RESET, { token: bad, password: 'brand new pw' });
      expect(result.data!.resetPassword.errors).toEqual([{ code: 'AUTH_INVALID_TOKEN', field: ['token'] }]);
    }
  });

  it('expires tokens after one hour', async () => {
    const shopper = await signUp(gateway);
    await requestLink(shopper.email);
    const row = await gateway.database.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', shopper.user.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(3590_000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(3610_000);
  });

  it('validates the e-mail of a reset request', async () => {
    const result = await gateway.execute(REQUEST, { email: 'nope' }, { clientAddress: uniqueClient() });
    expect(result.data!.requestPasswordReset.errors).toEqual([{ code: 'AUTH_INVALID_EMAIL', field: ['email'] }]);
  });
});

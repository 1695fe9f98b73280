import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createAccountServices } from '../../../gateway/accounts/accounts.wiring';
import { COUNTED_LIMITS, RATE_LIMITS } from '../../../gateway/accounts/rate-limits';
import type { RequestAuth } from '../../../gateway/accounts/request-auth';
import { loadConfig } from '../../../gateway/config';
import { createTestDatabase } from '../../support/test-database';
import { createTestGateway } from '../../support/test-gateway';
import { outbox, PASSWORD, signUp, uniqueClient, uniqueEmail, waitForMail } from './helpers';
import { graphql } from '../../support/graphql';

const REQUEST = graphql(`
  mutation ResetRequestsRequest($email: String!) {
    requestPasswordReset(email: $email) {
      errors {
        code
        field
      }
    }
  }
`);
const RESET = graphql(`
  mutation ResetRequestsReset($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      errors {
        code
        field
      }
    }
  }
`);

const resetMails = async (dir: string, to: string) =>
  (await outbox(dir)).filter((m) => m.to === to && m.links[0]?.includes('reset-password'));

describe('accounts API: reset requests cannot be used against the owner', () => {
  it("strangers' requests neither use up the owner's budget nor flood the inbox", async () => {
    const gateway = await createTestGateway();
    let email = '';
    try {
      ({ email } = await signUp(gateway));
      const { points: perRequester } = RATE_LIMITS.passwordReset.perKey.emailAndClient;
      for (let stranger = 0; stranger < 10; stranger++) {
        const clientAddress = uniqueClient();
        for (let i = 0; i < perRequester; i++) {
          const result = await gateway.execute(REQUEST, { email }, { clientAddress });
          expect(result.data!.requestPasswordReset.errors).toEqual([]);
        }
        const over = await gateway.execute(REQUEST, { email }, { clientAddress });
        expect(over.data!.requestPasswordReset.errors).toEqual([{ code: 'ERROR_RATE_LIMITED', field: null }]);
      }
      // The owner's own request is still answered, and the links strangers caused are in the owner's inbox.
      const owner = await gateway.execute(REQUEST, { email }, { clientAddress: uniqueClient() });
      expect(owner.data!.requestPasswordReset.errors).toEqual([]);
      const { points: mailed } = COUNTED_LIMITS.resetMailSent;
      const [mail] = await waitForMail(gateway.outboxDir, email, mailed, 'reset-password');
      const token = new URL(mail!.links[0]!).searchParams.get('token');
      const reset = await gateway.execute(RESET, { token: token!, password: 'my own again' });
      expect(reset.data!.resetPassword.errors).toEqual([]);
    } finally {
      await gateway.close(); // waits for the queued work
    }
    expect(await resetMails(gateway.outboxDir, email)).toHaveLength(COUNTED_LIMITS.resetMailSent.points);
  });

  it('answers before looking the e-mail up, so known and unknown e-mails cost the answer the same', async () => {
    const database = await createTestDatabase();
    const outboxDir = mkdtempSync(join(tmpdir(), 'gaadiparts-outbox-'));
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', WEB_ROOT: '', OUTBOX_DIR: outboxDir });
    const services = createAccountServices(database.db, { config, logger: pino({ level: 'silent' }) });
    const auth = (): RequestAuth => ({
      sessionId: null,
      clientAddress: uniqueClient(),
      deviceToken: null,
      secure: false,
      responseCookies: [],
    });
    try {
      const email = uniqueEmail('owner');
      const { user } = await services.accounts.signUp({ email, password: PASSWORD }, auth());
      await services.accountJobs.idle();
      const tokens = () =>
        database.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', user!.id).execute();

      const known = await services.accounts.requestPasswordReset(email, auth());
      // Answered: the look-up, the token and the e-mail are still queued.
      expect(services.accountJobs.pending).toBe(1);
      expect(await tokens()).toEqual([]);
      const unknown = await services.accounts.requestPasswordReset(uniqueEmail('nobody'), auth());
      expect(unknown).toEqual(known);
      expect(known).toEqual([]);

      await services.accountJobs.idle();
      expect(await tokens()).toHaveLength(1);
      expect(await resetMails(outboxDir, email)).toHaveLength(1);
    } finally {
      await services.accountJobs.idle();
      await services.rateLimits.close();
      await database.close();
    }
  });
});

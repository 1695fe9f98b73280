import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_LIMITS } from '../../../gateway/accounts/rate-limits';
import { clearTestRedis, redisAnswers, testRedisUrl } from '../../support/redis';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { uniqueClient, uniqueEmail } from './helpers';
import { graphql } from '../../support/graphql';

const available = await redisAnswers();
/** This file's own Redis database, emptied before and after (tests/support/redis.ts). */
const REDIS_URL = testRedisUrl('accountLimits');

describe.runIf(available)('rate limits shared through Redis by two gateway processes', () => {
  let first: TestGateway;
  let second: TestGateway;
  beforeAll(async () => {
    await clearTestRedis(REDIS_URL);
    [first, second] = await Promise.all([
      createTestGateway({ env: { REDIS_URL } }),
      createTestGateway({ env: { REDIS_URL } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await clearTestRedis(REDIS_URL);
  });

  it('counts failures made through one gateway against the other', async () => {
    const email = uniqueEmail('shared-limit');
    const client = uniqueClient();
    const { points } = COUNTED_LIMITS.signInFailedHere;
    const signIn = graphql(`
      mutation RateLimitsRedisSignIn($email: String!) {
        signIn(email: $email, password: "wrong") {
          errors {
            code
          }
        }
      }
    `);
    for (let i = 0; i < points; i++) {
      const result = await first.execute(signIn, { email }, { clientAddress: client });
      expect(result.data!.signIn.errors[0]!.code).toBe('AUTH_WRONG_PASSWORD');
    }
    const blocked = await second.execute(signIn, { email }, { clientAddress: client });
    expect(blocked.data!.signIn.errors).toEqual([{ code: 'ERROR_RATE_LIMITED' }]);
    // Another address is not held back by them.
    const other = await second.execute(signIn, { email }, { clientAddress: uniqueClient() });
    expect(other.data!.signIn.errors).toEqual([{ code: 'AUTH_WRONG_PASSWORD' }]);
  });
});

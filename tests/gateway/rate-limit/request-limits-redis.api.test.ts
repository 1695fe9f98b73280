import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../../gateway/rate-limit/request-limits';
import { clearTestRedis, redisAnswers, testRedisUrl } from '../../support/redis';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { uniqueClient, uniqueEmail } from '../accounts/helpers';
import { graphql } from '../../support/graphql';

const available = await redisAnswers();
/** This file's own Redis database, emptied before and after (tests/support/redis.ts). */
const REDIS_URL = testRedisUrl('requestLimits');

describe.runIf(available)('request limits shared through Redis by two gateways', () => {
  let first: TestGateway;
  let second: TestGateway;
  beforeAll(async () => {
    await clearTestRedis(REDIS_URL);
    const env = { REDIS_URL, REQUEST_LIMIT_SCALE: '1' };
    [first, second] = await Promise.all([createTestGateway({ env }), createTestGateway({ env })]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await clearTestRedis(REDIS_URL);
  });

  it('counts newsletter sign-ups of one e-mail made through one gateway against the other', async () => {
    const email = uniqueEmail('shared-newsletter');
    const subscribe = graphql(`
      mutation RequestLimitsRedisSubscribe($email: String!) {
        subscribeNewsletter(email: $email) {
          subscribed
          errors {
            code
          }
        }
      }
    `);
    for (let i = 0; i < REQUEST_LIMITS.subscribeNewsletter.perEmail!.points; i++) {
      const result = await first.execute(subscribe, { email }, { clientAddress: uniqueClient() });
      expect(result.data!.subscribeNewsletter).toEqual({ subscribed: true, errors: [] });
    }
    const blocked = await second.execute(subscribe, { email }, { clientAddress: uniqueClient() });
    expect(blocked.data!.subscribeNewsletter).toEqual({ subscribed: false, errors: [{ code: 'ERROR_RATE_LIMITED' }] });
  });
});

import { Redis } from 'ioredis';

/** The Redis the tests share: TEST_REDIS_URL, else the local server CI and development machines have. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis server answers at TEST_REDIS_URL; tests that need one run only then. */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

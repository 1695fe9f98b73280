import { Redis } from 'ioredis';

/** The Redis server the tests use: TEST_REDIS_URL, else the local server CI and development machines have. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Redis databases the test files own, one each, so that files running at the same time never
 * see each other's counters and none of them writes to database 0 (the one a developer's own
 * gateway uses). Keep the numbers distinct.
 */
export const TEST_REDIS_DATABASES = { pageCache: 12, accountLimits: 14, requestLimits: 15 } as const;

/** The URL of one of the tests' own databases on TEST_REDIS_URL's server. */
export function testRedisUrl(database: keyof typeof TEST_REDIS_DATABASES): string {
  const url = new URL(TEST_REDIS_URL);
  url.pathname = `/${TEST_REDIS_DATABASES[database]}`;
  return url.toString();
}

/** Empties one of the tests' own databases: before a file starts (leftovers of a killed run) and when it ends. */
export async function clearTestRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

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

import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateLimiter, type RedisLogger } from '../../../gateway/rate-limit/rate-limiter';

/** A port that accepts connections and drops them at once: a Redis that is there but broken. */
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  url = `redis://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('rate limiter while Redis is unreachable', () => {
  it('keeps counting in memory and reports the outage once to the logger, not on the console', async () => {
    const logger = { warn: vi.fn<RedisLogger['warn']>(), info: vi.fn<RedisLogger['info']>() };
    const limiter = createRateLimiter(
      { probe: { perClient: { points: 2, duration: 60 } } },
      {
        redisUrl: url,
        prefix: 'gp:test:down',
        logger,
      },
    );
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await limiter.consume('probe', { client: '203.0.113.7' }));
      expect(answers).toEqual([true, true, false]);
      // ioredis retried the connection several times meanwhile; the outage is one warning.
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn.mock.calls[0]![1]).toMatch(/Redis unreachable/);
    } finally {
      await limiter.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpensiveGate, QueueFullError } from '../../../gateway/graphql/limits/expensive-gate';
import { OPERATION_LIMITS } from '../../../gateway/graphql/plugins';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';

const FAN_OUT = '{ products(options: { limit: 100 }) { items { compatibleVehicles { id make model year engine } } } }';

describe('expensive operations take turns (decision 027)', () => {
  it('runs one at a time, queues a bounded number and refuses the rest; 0 turns it off', async () => {
    const gate = createExpensiveGate({ minCost: 100, concurrency: 1, maxQueued: 1 });
    expect(gate.applies(99)).toBe(false);
    expect(gate.applies(100)).toBe(true);
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = gate.run(async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first ends');
    });
    const second = gate.run(async () => void order.push('second starts'));
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    expect(gate.waiting).toBe(1);
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);

    const off = createExpensiveGate({ minCost: 100, concurrency: 0, maxQueued: 0 });
    expect(off.applies(1_000_000)).toBe(false);
  });

  describe('through the gateway', () => {
    let gateway: TestGateway;
    beforeAll(async () => {
      // Turns, not time, are under test: 19 fan-outs one after another can outlast the default 10 s
      // request budget on a loaded machine (they then answer REQUEST_TIMEOUT, tested elsewhere).
      gateway = await createTestGateway({ env: { REQUEST_TIME_BUDGET_MS: '300000' } });
    });
    afterAll(() => gateway.close());

    const post = async (query: string) => {
      const response = await gateway.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query }),
      });
      return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: any[] } };
    };

    it('answers every expensive query in turn, and SERVER_BUSY (503) beyond the queue', async () => {
      const sent = 1 + OPERATION_LIMITS.maxExpensiveQueued + 2;
      const results = await Promise.all(Array.from({ length: sent }, () => post(FAN_OUT)));
      const answered = results.filter((r) => r.status === 200);
      const busy = results.filter((r) => r.status === 503);
      expect(results.map((r) => r.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(answered.length + busy.length).toBe(sent);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(answered.length).toBeGreaterThanOrEqual(1 + OPERATION_LIMITS.maxExpensiveQueued);
      for (const { body } of answered)
        expect((body.data as { products: { items: unknown[] } }).products.items).toHaveLength(100);
      for (const { body } of busy) {
        expect(body.data).toBeUndefined();
        expect(body.errors?.[0]?.extensions?.code).toBe('SERVER_BUSY');
      }
    });
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { checkoutInput, setStock } from '../orders/helpers';
import { freezeClock, ist, unfreezeClock } from './helpers';
import { graphql } from '../../support/graphql';

const SHOPPERS = 10;
const LEFT = 2; // places left of the battery slot's 4 in Bangalore
const BATTERIES = [
  'exide-mileage-ml38b20l-35ah-car-battery',
  'amaron-pro-din65-65ah-car-battery',
  'amaron-go-65d23l-car-battery',
  'exide-eezy-ey700l-car-battery',
];
const CHECKOUT = graphql(`
  mutation InstallationCapacityCheckout($input: CheckoutInput!) {
    checkout(input: $input) {
      order {
        number
        installations {
          booking {
            reference
          }
        }
      }
      errors {
        code
        field
      }
    }
  }
`);

describe.each(testEngines())(
  `installation: %s — ${SHOPPERS} checkouts for the last ${LEFT} places of a slot`,
  (engine) => {
    let gateway: TestGateway;
    let products: string[];
    beforeAll(async () => {
      gateway = await createTestGateway({ engine, env: { REQUEST_LIMIT_SCALE: '100' } });
      const rows = await gateway.database.db
        .selectFrom('products')
        .select('id')
        .where('slug', 'in', BATTERIES)
        .execute();
      products = rows.map((r) => String(r.id));
      for (const id of products) await setStock(gateway.database.db, id, 'in-stock', 50);
    });
    afterAll(() => gateway.close());
    beforeEach(() => freezeClock());
    afterEach(() => unfreezeClock());

    it(`places exactly ${LEFT} orders with their bookings; the others take nothing`, async () => {
      const db = gateway.database.db;
      const slot = ist('2027-03-02', '16:00');
      await db
        .insertInto('service_slots')
        .values({ service_id: 'battery', city: 'bangalore', starts_at: new Date(slot), capacity: 4, booked: 4 - LEFT })
        .execute();
      const stockBefore = await db
        .selectFrom('products')
        .select(sql<number>`sum(stock_quantity)::int`.as('n'))
        .where('slug', 'in', BATTERIES)
        .executeTakeFirstOrThrow();
      // Different products, so the product locks do not line the checkouts up: only the slot's guard decides.
      const answers = await Promise.all(
        Array.from({ length: SHOPPERS }, (_, i) =>
          gateway.execute(CHECKOUT, {
            input: {
              ...checkoutInput({ email: `racer${i}.${randomUUID().slice(0, 4)}@example.in` }),
              items: [
                {
                  productId: products[i % products.length]!,
                  quantity: 1,
                  installation: { packageId: 'battery/installation', city: 'bangalore', slotStart: slot },
                },
              ],
            },
          }),
        ),
      );
      expect(answers.filter((a) => a.errors).length).toBe(0);
      const results = answers.map((a) => a.data!.checkout);
      const placed = results.filter((r) => r.order);
      expect(placed).toHaveLength(LEFT);
      expect(new Set(placed.map((r) => r.order.installations[0]!.booking.reference)).size).toBe(LEFT);
      for (const refused of results.filter((r) => !r.order)) {
        expect(refused.errors).toEqual([
          { code: 'SLOT_FULL', field: ['input', 'items', '0', 'installation', 'slotStart'] },
        ]);
      }
      const row = await db
        .selectFrom('service_slots')
        .select(['capacity', 'booked'])
        .where('service_id', '=', 'battery')
        .where('starts_at', '=', new Date(slot))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ capacity: 4, booked: 4 });
      const stockAfter = await db
        .selectFrom('products')
        .select(sql<number>`sum(stock_quantity)::int`.as('n'))
        .where('slug', 'in', BATTERIES)
        .executeTakeFirstOrThrow();
      expect(stockAfter.n).toBe(stockBefore.n - LEFT);
    }, 120_000);
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

describe('shop information API', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('reads the shop contacts, currencies and languages from the database', async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query ShopCurrenciesLanguages {
          shop {
            name
            contact {
              email
              phone
              address
              hours {
                days
                opens
                closes
              }
            }
          }
          currencies {
            code
            symbol
            rate
            isDefault
          }
          languages {
            code
            locale
            name
            direction
            isDefault
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    expect(data!.shop.name).toBe('GaadiParts');
    expect(data!.shop.contact.hours[0]).toEqual({ days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '20:00' });
    expect(data!.currencies).toEqual([
      { code: 'INR', symbol: '₹', rate: '1', isDefault: true },
      { code: 'EUR', symbol: '€', rate: '0.012', isDefault: false },
      { code: 'USD', symbol: '$', rate: '0.013', isDefault: false },
    ]);
    expect(data!.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'hi', 'kn', 'ta', 'te']);
    expect(data!.languages[1]).toMatchObject({ locale: 'hi-IN', name: 'हिन्दी', direction: 'LTR' });
  });

  it('answers what the database holds, not a constant', async () => {
    await gateway.database.db.updateTable('shop_info').set({ phone: '+91 80 0000 1111' }).execute();
    const { data } = await gateway.execute(
      graphql(`
        query Shop {
          shop {
            contact {
              phone
            }
          }
        }
      `),
    );
    expect(data!.shop.contact.phone).toBe('+91 80 0000 1111');
  });
});

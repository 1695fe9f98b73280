import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

const BY_IDS = graphql(`
  query ByIds($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      id
      slug
    }
  }
`);

describe('catalogue: productsByIds (wishlist and compare pages)', () => {
  let gateway: TestGateway;
  let known: { id: string; slug: string }[];
  beforeAll(async () => {
    gateway = await createTestGateway();
    const { data } = await gateway.execute(
      graphql(`
        query ProductsByIdsProducts {
          products(options: { limit: 3 }) {
            items {
              id
              slug
            }
          }
        }
      `),
    );
    known = (data as { products: { items: { id: string; slug: string }[] } }).products.items;
  });
  afterAll(() => gateway.close());

  it('answers the products in the order asked, each once, leaving out unknown and malformed ids', async () => {
    const [a, b, c] = known;
    const { data, errors } = await gateway.execute(BY_IDS, { ids: [c!.id, '999999', a!.id, 'x', c!.id, b!.id] });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ productsByIds: [c, a, b] });
  });

  it('answers an empty list for no ids', async () => {
    expect((await gateway.execute(BY_IDS, { ids: [] })).data).toEqual({ productsByIds: [] });
  });

  it('rejects more than 100 ids as a client bug', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => String(i + 1));
    const { data, errors } = await gateway.execute(BY_IDS, { ids });
    expect(data).toBeNull();
    expect(errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      errorCode: 'ERROR_FORM_OUT_OF_RANGE',
      field: ['ids'],
    });
  });
});

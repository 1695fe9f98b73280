import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql, type Shop, operationText } from '../../support/graphql';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';

const LIST = graphql(`
  query BadInputList($filters: [ProductFilterInput!], $options: ProductListOptions) {
    products(filters: $filters, options: $options) {
      total
    }
  }
`);
const CURSOR = graphql(`
  query BadInputCursor {
    products(options: { sort: PRICE_ASC, limit: 2 }) {
      cursor {
        endCursor
      }
    }
  }
`);
/** Arguments the schema accepts and the gateway refuses as out of range. */
const OUT_OF_RANGE: [string, TypedDocumentNode<object, Record<string, never>>, string[]][] = [
  [
    'categories(depth: 9)',
    graphql(`
      query BadInputCategoriesDepth {
        categories(depth: 9) {
          slug
        }
      }
    `),
    ['depth'],
  ],
  [
    'category(depth: -1)',
    graphql(`
      query BadInputCategoryDepth {
        category(slug: "tyres", depth: -1) {
          slug
        }
      }
    `),
    ['depth'],
  ],
  [
    'brands(limit: 0)',
    graphql(`
      query BadInputBrandsLimit {
        brands(limit: 0) {
          slug
        }
      }
    `),
    ['limit'],
  ],
  [
    'latestProducts(limit: 101)',
    graphql(`
      query BadInputLatestLimit {
        latestProducts(limit: 101) {
          slug
        }
      }
    `),
    ['limit'],
  ],
  [
    'productAnalogs(limit: 500)',
    graphql(`
      query BadInputAnalogsLimit {
        productAnalogs(slug: "x", limit: 500) {
          slug
        }
      }
    `),
    ['limit'],
  ],
  [
    'searchSuggestions(limitProducts: 50)',
    graphql(`
      query BadInputSuggestionsLimit {
        searchSuggestions(query: "bosch", limitProducts: 50) {
          products {
            slug
          }
        }
      }
    `),
    ['limitProducts'],
  ],
];

describe('catalogue: bad arguments get a typed BAD_USER_INPUT error, never a 500 or another answer', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  async function failure(variables: Shop.BadInputListQueryVariables) {
    const { data, errors } = await gateway.execute(LIST, variables);
    expect(data?.products ?? null).toBeNull();
    expect(errors).toHaveLength(1);
    return errors![0]!.extensions!;
  }

  it.each([
    ['unknown filter slug', [{ slug: 'size', value: 'xl' }], {}, 'CATALOGUE_UNKNOWN_FILTER', ['filters', '0', 'slug']],
    [
      'repeated filter slug',
      [
        { slug: 'brand', value: 'bosch' },
        { slug: 'brand', value: 'mrf' },
      ],
      {},
      'CATALOGUE_UNKNOWN_FILTER',
      ['filters', '1', 'slug'],
    ],
    [
      'malformed price',
      [{ slug: 'price', value: '500' }],
      {},
      'CATALOGUE_INVALID_FILTER_VALUE',
      ['filters', '0', 'value'],
    ],
    [
      'inverted price',
      [{ slug: 'price', value: '900-100' }],
      {},
      'CATALOGUE_INVALID_FILTER_VALUE',
      ['filters', '0', 'value'],
    ],
    [
      'rating out of 1–5',
      [{ slug: 'rating', value: '6' }],
      {},
      'CATALOGUE_INVALID_FILTER_VALUE',
      ['filters', '0', 'value'],
    ],
    [
      'unknown discount',
      [{ slug: 'discount', value: 'maybe' }],
      {},
      'CATALOGUE_INVALID_FILTER_VALUE',
      ['filters', '0', 'value'],
    ],
    [
      'unknown brand',
      [{ slug: 'brand', value: 'bosch,acme' }],
      {},
      'CATALOGUE_INVALID_FILTER_VALUE',
      ['filters', '0', 'value'],
    ],
    [
      'unknown colour',
      [{ slug: 'color', value: 'ultraviolet' }],
      {},
      'CATALOGUE_INVALID_FILTER_VALUE',
      ['filters', '0', 'value'],
    ],
    [
      'unknown category',
      [
        { slug: 'discount', value: 'any' },
        { slug: 'category', value: 'rockets' },
      ],
      {},
      'CATALOGUE_INVALID_FILTER_VALUE',
      ['filters', '1', 'value'],
    ],
    [
      'unknown vehicle',
      [{ slug: 'vehicle', value: 'acme/rocket/2020/v8' }],
      {},
      'CATALOGUE_INVALID_FILTER_VALUE',
      ['filters', '0', 'value'],
    ],
    ['page < 1', [], { page: 0 }, 'ERROR_FORM_OUT_OF_RANGE', ['options', 'page']],
    ['limit over 100', [], { limit: 1000 }, 'ERROR_FORM_OUT_OF_RANGE', ['options', 'limit']],
    ['limit 0', [], { limit: 0 }, 'ERROR_FORM_OUT_OF_RANGE', ['options', 'limit']],
    ['garbage cursor', [], { after: 'abc' }, 'CATALOGUE_INVALID_PAGINATION', ['options', 'after']],
    ['after and before', [], { after: 'abc', before: 'abc' }, 'CATALOGUE_INVALID_PAGINATION', ['options', 'before']],
  ])('%s', async (_name, filters, options, errorCode, field) => {
    expect(await failure({ filters, options })).toEqual({ code: 'BAD_USER_INPUT', errorCode, field });
  });

  it('rejects a cursor made for another sort', async () => {
    const { data } = await gateway.execute(CURSOR);
    const after = data!.products.cursor.endCursor;
    const extensions = await failure({ filters: [], options: { sort: 'NAME_ASC', after } });
    expect(extensions).toMatchObject({ errorCode: 'CATALOGUE_INVALID_PAGINATION', field: ['options', 'after'] });
  });

  it('rejects an unknown sort through the schema (the enum)', async () => {
    const { errors } = await gateway.executeRaw(operationText(LIST), { filters: [], options: { sort: 'PRICE_UP' } });
    expect(errors?.[0]?.message).toMatch(/ProductSort/);
    expect(errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it.each(OUT_OF_RANGE)('%s', async (_name, document, field) => {
    const { errors } = await gateway.execute(document);
    expect(errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', errorCode: 'ERROR_FORM_OUT_OF_RANGE', field });
  });
});

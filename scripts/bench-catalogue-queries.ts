/** The operations `bench:catalogue` sends (bench-catalogue.ts) and the variables of the i-th request. */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../gateway/store/schema';

const CARD = `id slug name sku price { amount } compareAtPrice { amount } stock rating reviews badges brand { slug name } images { url }`;

const LIST = `query List($filters: [ProductFilterInput!], $options: ProductListOptions) {
  products(filters: $filters, options: $options) {
    total page { page pages total } items { ${CARD} categories { slug name } options { slug name type values { slug name color } } }
    filters { slug type value active
      ... on ListFilter { items { slug name count selected color } }
      ... on RangeFilter { min max step from to }
      ... on VehicleFilter { count }
      ... on CategoryFilter { items { slug parentSlug level count selected } } } } }`;

const SUGGEST = `query Suggest($query: String!) {
  searchSuggestions(query: $query) { products { id slug name sku price { amount } images { url } brand { name } } categories { slug name } } }`;

const PRODUCT = `query ProductPage($slug: String!, $id: ID!) {
  product(slug: $slug) { ${CARD} partNumber excerpt description tags compatibility
    brand { slug name country image }
    categories { slug name parent { slug name } }
    options { slug name type values { slug name color } }
    attributes { name slug featured values { name slug } }
    type { slug name attributeGroups { name slug attributes { name slug values { name slug } } } } }
  relatedProducts(productId: $id, limit: 8) { ${CARD} } }`;

/** What a shopper types into the search box, one keystroke at a time. */
const PREFIXES = [
  'b',
  'bo',
  'bos',
  'bosc',
  'bosch',
  'bosch b',
  'bosch br',
  'bosch bra',
  'bosch brake',
  'e',
  'ex',
  'exi',
  'exide',
  'exide bat',
  'sp',
  'spa',
  'spark',
  'spark pl',
  'he',
  'hel',
  'helmet',
  'ngk',
  'ngk ir',
  'mo',
  'mot',
  'motul',
  'motul 7100',
  'brake pad',
  'amarn',
  'castrol 10w',
  // The shopper's own language and words (issue #22): the lexicon's path (decisions 035, 039).
  'बै',
  'बैटरी',
  'टायर',
  'bike ka',
  'bike ka brake',
  'gaadi ki battery',
  'ஹெல்மெட்',
  'ಬ್ಯಾಟರಿ',
  'బ్యాటరీ',
  'tire',
  'stepney',
  'इंजन फ़िल्टर',
];

export interface Scenario {
  key: 'list' | 'suggest' | 'product' | 'typename';
  name: string;
  target: number | null;
  /** The i-th request's body. */
  body(i: number): { query: string; variables?: Record<string, unknown> };
}

/** 500 products in a fixed pseudo-random order, for product pages. */
export function productSample(db: Kysely<DB>) {
  return db
    .selectFrom('products')
    .select(['id', 'slug'])
    .orderBy(sql`md5(id::text)`)
    .limit(500)
    .execute();
}

export function catalogueScenarios(sample: { id: number; slug: string }[]): Scenario[] {
  return [
    {
      key: 'list',
      name: 'list: category + brand + price, facets',
      target: 50,
      body: (i) => ({
        query: LIST,
        variables: {
          filters: [
            { slug: 'category', value: ['brakes-suspension', 'engine-filters', 'electricals-batteries'][i % 3] },
            { slug: 'brand', value: ['bosch,brembo', 'bosch,ngk', 'exide,amaron'][i % 3] },
            { slug: 'price', value: '50000-900000' },
          ],
          options: { page: 1 + (i % 3), sort: (['DEFAULT', 'PRICE_ASC', 'NAME_ASC'] as const)[i % 3] },
        },
      }),
    },
    {
      key: 'suggest',
      name: 'searchSuggestions (typed prefixes)',
      target: 30,
      body: (i) => ({ query: SUGGEST, variables: { query: PREFIXES[i % PREFIXES.length] } }),
    },
    {
      key: 'product',
      name: 'product page (+ related)',
      target: 20,
      body: (i) => ({
        query: PRODUCT,
        variables: { slug: sample[i % sample.length]!.slug, id: String(sample[i % sample.length]!.id) },
      }),
    },
    { key: 'typename', name: '{ __typename } (ceiling)', target: null, body: () => ({ query: '{ __typename }' }) },
  ];
}

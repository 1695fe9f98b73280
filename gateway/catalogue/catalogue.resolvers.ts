import type { Resolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../graphql/context';
import { dictionaryOf } from '../translations/content-texts.loaders';
import { checkLimit, withInputErrors } from './catalogue-errors';
import { catalogueLoaders } from './catalogue.loaders';
import type { CategoryRow } from './catalogue.mappers';
import type { ProductBlock } from './catalogue.service';
import { productFieldResolvers } from './product.resolvers';
import { productQuery } from './product-query';

const MAX_LIMIT = 100;
const MAX_DEPTH = 5;
const MAX_SUGGESTIONS = 20;

const withDepth = (rows: CategoryRow[], depth: number) => rows.map((row) => ({ ...row, depth }));

/** A product block: checks the limit and the optional category, then reads the block. */
const block =
  (name: ProductBlock) =>
  (_parent: unknown, args: { limit?: number | null; category?: string | null }, { services }: GatewayContext) =>
    withInputErrors(async () => {
      const limit = checkLimit(args.limit ?? 8, 1, MAX_LIMIT, ['limit']);
      if (args.category === null || args.category === undefined) return services.catalogue.block(name, limit, null);
      const category = await services.catalogue.categoryBySlug(args.category);
      return category ? services.catalogue.block(name, limit, category.id) : [];
    });

export const catalogueResolvers: Resolvers = {
  Query: {
    categories: (_parent, { depth, parent, slugs }, { services }) =>
      withInputErrors(async () => {
        const levels = checkLimit(depth ?? 0, 0, MAX_DEPTH, ['depth']);
        if (slugs) {
          checkLimit(slugs.length, 0, MAX_LIMIT, ['slugs']);
          return withDepth(await services.catalogue.categoriesBySlugs(slugs), levels);
        }
        if (parent !== null && parent !== undefined) {
          const found = await services.catalogue.categoryBySlug(parent);
          return found ? withDepth(await services.catalogue.childrenOf([found.id]), levels) : [];
        }
        return withDepth(await services.catalogue.topCategories(), levels);
      }),
    category: (_parent, { slug, depth }, { services }) =>
      withInputErrors(async () => {
        const levels = checkLimit(depth ?? 1, 0, MAX_DEPTH, ['depth']);
        const found = await services.catalogue.categoryBySlug(slug);
        return found ? { ...found, depth: levels } : null;
      }),
    brands: (_parent, { limit }, { services }) =>
      withInputErrors(() => services.catalogue.brands(checkLimit(limit ?? MAX_LIMIT, 1, MAX_LIMIT, ['limit']))),
    products: (_parent, { filters, options, search }, context, info) =>
      withInputErrors(async () => {
        const query = productQuery(info, ['items']);
        const list = await context.services.productList.list(
          filters ?? [],
          options ?? {},
          search,
          query,
          await dictionaryOf(context),
        );
        catalogueLoaders(context).primeRelations(list.items, query);
        return list;
      }),
    product: async (_parent, { slug }, context, info) => {
      const query = productQuery(info);
      const row = await context.services.catalogue.productBySlug(slug, query);
      if (row) catalogueLoaders(context).primeRelations([row], query);
      return row ?? null;
    },
    productsByIds: (_parent, { ids }, { services }) =>
      withInputErrors(() => {
        checkLimit(ids.length, 0, MAX_LIMIT, ['ids']);
        const numeric = ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
        return services.catalogue.productsByIds(numeric);
      }),
    productAnalogs: (_parent, { productId, slug, limit }, context, info) =>
      withInputErrors(async () => {
        const max = checkLimit(limit ?? 8, 1, MAX_LIMIT, ['limit']);
        const id = productId !== null && productId !== undefined ? Number(productId) : null;
        const of = id !== null ? (Number.isSafeInteger(id) ? { id } : null) : slug ? { slug } : null;
        if (!of) return [];
        const query = productQuery(info);
        const rows = await context.services.catalogue.analogs(of, max, query);
        catalogueLoaders(context).primeRelations(rows, query);
        return rows;
      }),
    relatedProducts: (_parent, { productId, limit }, context, info) =>
      withInputErrors(async () => {
        const max = checkLimit(limit ?? 8, 1, MAX_LIMIT, ['limit']);
        const id = Number(productId);
        if (!Number.isSafeInteger(id)) return [];
        const query = productQuery(info);
        const rows = await context.services.catalogue.related(id, max, query);
        catalogueLoaders(context).primeRelations(rows, query);
        return rows;
      }),
    featuredProducts: block('featured'),
    popularProducts: block('popular'),
    topRatedProducts: block('topRated'),
    specialOffers: block('specialOffers'),
    latestProducts: block('latest'),
    searchSuggestions: (_parent, { query, limitProducts, limitCategories }, { services }) =>
      withInputErrors(async () => {
        const products = checkLimit(limitProducts ?? 4, 0, MAX_SUGGESTIONS, ['limitProducts']);
        const categories = checkLimit(limitCategories ?? 4, 0, MAX_SUGGESTIONS, ['limitCategories']);
        const [productRows, categoryRows] = await Promise.all([
          services.catalogue.searchProducts(query, products),
          services.catalogue.searchCategories(query, categories),
        ]);
        return { products: productRows, categories: withDepth(categoryRows, 0) };
      }),
  },
  Category: {
    id: (row) => String(row.id),
    type: (row) => (row.type === 'blog' ? 'BLOG' : 'SHOP'),
    layout: (row) => (row.layout === 'categories' ? 'CATEGORIES' : 'PRODUCTS'),
    paginationMode: (row) => (row.pagination_mode === 'cursor' ? 'CURSOR' : 'PAGE'),
    items: (row, _args, context) => catalogueLoaders(context).itemCount.load(row.id),
    parent: async (row, _args, context) =>
      row.parent_id === null
        ? null
        : withDepth([(await catalogueLoaders(context).category.load(row.parent_id))!], 0)[0]!,
    children: async (row, _args, context) =>
      (row.depth ?? 0) > 0 ? withDepth(await catalogueLoaders(context).children.load(row.id), row.depth! - 1) : [],
  },
  ProductList: {
    didYouMean: (list, _args, { services }) => services.didYouMean.forSearch(list.search),
  },
  ProductFilter: {
    __resolveType: (filter) => (filter as unknown as { __typename: 'CategoryFilter' }).__typename,
  },
  ...productFieldResolvers,
};

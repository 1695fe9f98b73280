import { type Kysely, sql } from 'kysely';
import { statements } from '../store/statements';
import type { DB } from '../store/schema';
import { type CategoryRow, imageUrls, type ProductRow, productColumns } from './catalogue.mappers';
import { type ProductQuery, ROWS_ONLY } from './product-query';
import { createSearchLexicon, type SearchLexiconService } from './search-lexicon.store';
import { createSearchSuggestions, type SearchSuggestionOptions } from './search-suggestions';

/** The product blocks of the home page, each defined by data (see schema/catalogue.graphql). */
export type ProductBlock = 'featured' | 'popular' | 'topRated' | 'specialOffers' | 'latest';

/** Catalogue reads other than product lists: categories, brands, products, blocks, search. */
export function createCatalogueService(
  db: Kysely<DB>,
  options: SearchSuggestionOptions = {},
  lexicon: SearchLexiconService = createSearchLexicon(db),
) {
  const shopCategories = () => db.selectFrom('categories').selectAll().where('type', '=', 'shop');
  const { statement, statementByLimit } = statements(db, options);
  const inCategoryTree = (categoryId: number) =>
    sql<boolean>`exists (select 1 from product_categories pc where pc.category_id = ${categoryId} and pc.product_id = p.id)`;
  /** Statements made per set of relations read along with the products (ProductQuery.key). */
  const perQuery = <S>(make: (query: ProductQuery) => S) => {
    const made = new Map<string, S>();
    return (query: ProductQuery): S => {
      let found = made.get(query.key);
      if (!found) made.set(query.key, (found = make(query)));
      return found;
    };
  };
  // Related products (see `related` below), one statement per limit.
  const relatedProducts = perQuery((query) =>
    statementByLimit((limit, productId: number) => {
      const best = db
        .selectFrom('product_categories as mine')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('product_categories as theirs')
              .select(['theirs.product_id', 'theirs.sales_count'])
              .whereRef('theirs.category_id', '=', 'mine.category_id')
              // `true` written in, not a parameter: only then can a generic plan use the partial
              // index on direct links (`where direct`), and PostgreSQL keep one plan.
              .where('theirs.direct', '=', sql.lit(true))
              .where('theirs.product_id', '<>', productId)
              .orderBy('theirs.sales_count', 'desc')
              .orderBy('theirs.product_id')
              .limit(limit)
              .as('t'),
          (join) => join.onTrue(),
        )
        .select(['t.product_id', 't.sales_count'])
        .where('mine.product_id', '=', productId)
        .where('mine.direct', '=', sql.lit(true))
        .groupBy(['t.product_id', 't.sales_count'])
        .orderBy('t.sales_count', 'desc')
        .orderBy('t.product_id')
        .limit(limit);
      return db
        .selectFrom(best.as('k'))
        .innerJoin('products as p', 'p.id', 'k.product_id')
        .select(productColumns)
        .select(imageUrls)
        .select(query.columns)
        .orderBy('k.sales_count', 'desc')
        .orderBy('k.product_id');
    }),
  );
  /**
   * Whether `p` fits a vehicle `me` fits: a universal part (`all`) is an analog of another
   * universal part; a part for a list of vehicles, of a universal part or of one that fits at
   * least one of the same models (`product_fitting_models`, migration 0980: a probe of its key per
   * candidate). A part of unknown fitment has no analogs and is none.
   */
  const fitsLikeMe = sql<boolean>`(p.compatibility = 'all' and me.compatibility in ('all', 'list')
    or p.compatibility = 'list' and me.compatibility = 'list' and exists (select 1 from product_fitting_models mine
      join product_fitting_models theirs on theirs.product_id = p.id and theirs.make_slug = mine.make_slug
        and theirs.model_slug = mine.model_slug
      where mine.product_id = me.id))`;
  // Analogs of the product named by id or by slug (see `analogs` below), one statement per limit.
  const analogsBy = (key: 'id' | 'slug') =>
    perQuery((query) =>
      statementByLimit((limit, value: number | string) =>
        db
          .selectFrom('products as me')
          .innerJoin('products as p', 'p.type_id', 'me.type_id')
          .select(productColumns)
          .select(imageUrls)
          .select(query.columns)
          .where(key === 'id' ? 'me.id' : 'me.slug', '=', value)
          .where('me.archived_at', 'is', null)
          // An archived product is off sale: never offered in place of another.
          .where('p.archived_at', 'is', null)
          .whereRef('p.brand_id', '<>', 'me.brand_id')
          .whereRef('p.id', '<>', 'me.id')
          .where(fitsLikeMe)
          .orderBy('p.sales_count', 'desc')
          .orderBy('p.id')
          .limit(limit),
      ),
    );
  const analogsById = analogsBy('id');
  const analogsBySlug = analogsBy('slug');

  // A product page's statement per set of relations read along (ProductQuery.key).
  const productBySlug = new Map<string, (slug: string) => Promise<(ProductRow & Record<string, unknown>)[]>>();
  return {
    ...createSearchSuggestions(db, lexicon, options),
    async topCategories(): Promise<CategoryRow[]> {
      return shopCategories().where('parent_id', 'is', null).orderBy('position').execute();
    },
    async categoryBySlug(slug: string): Promise<CategoryRow | undefined> {
      return shopCategories().where('slug', '=', slug).executeTakeFirst();
    },
    async categoriesBySlugs(slugs: readonly string[]): Promise<CategoryRow[]> {
      if (slugs.length === 0) return [];
      const rows = await shopCategories()
        .where('slug', 'in', [...slugs])
        .execute();
      return slugs.flatMap((slug) => rows.find((row) => row.slug === slug) ?? []);
    },
    async categoriesByIds(ids: readonly number[]): Promise<CategoryRow[]> {
      return ids.length === 0
        ? []
        : shopCategories()
            .where('id', 'in', [...ids])
            .execute();
    },
    async childrenOf(parentIds: readonly number[]): Promise<CategoryRow[]> {
      return parentIds.length === 0
        ? []
        : shopCategories()
            .where('parent_id', 'in', [...parentIds])
            .orderBy('position')
            .execute();
    },
    /** Products per category, kept by triggers (migration 0202). */
    async itemCounts(categoryIds: readonly number[]) {
      if (categoryIds.length === 0) return [];
      return db
        .selectFrom('category_product_counts')
        .select(['category_id', 'products as n'])
        .where('category_id', 'in', [...categoryIds])
        .execute();
    },
    async brands(limit: number) {
      return db
        .selectFrom('brands')
        .selectAll()
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    async brandsByIds(ids: readonly number[]) {
      return ids.length === 0
        ? []
        : db
            .selectFrom('brands')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute();
    },
    /** The product, with what `query` reads along (product-query.ts). */
    async productBySlug(
      slug: string,
      query: ProductQuery = ROWS_ONLY,
    ): Promise<(ProductRow & Record<string, unknown>) | undefined> {
      let run = productBySlug.get(query.key);
      if (!run) {
        run = statement((value: string) =>
          db
            .selectFrom('products as p')
            .select(productColumns)
            .select(imageUrls)
            .select(query.columns)
            .where('p.slug', '=', value)
            .where('p.archived_at', 'is', null),
        ) as (slug: string) => Promise<(ProductRow & Record<string, unknown>)[]>;
        productBySlug.set(query.key, run);
      }
      return (await run(slug))[0];
    },
    /** Products by id in the order asked, each once; unknown ids are left out. */
    async productsByIds(ids: readonly number[]): Promise<ProductRow[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await db
        .selectFrom('products as p')
        .select(productColumns)
        .select(imageUrls)
        .where('p.id', 'in', unique)
        .where('p.archived_at', 'is', null)
        .execute();
      return unique.flatMap((id) => rows.find((row) => row.id === id) ?? []);
    },

    /**
     * Same part type from other brands that fit a vehicle it fits (`fitsLikeMe`, decision 068),
     * best sellers first, of the product named by id or slug (none when there is no such product):
     * one statement, with what `query` reads along.
     */
    analogs: (
      of: { id: number } | { slug: string },
      limit: number,
      query: ProductQuery = ROWS_ONLY,
    ): Promise<(ProductRow & Record<string, unknown>)[]> =>
      'id' in of ? analogsById(query)(limit, of.id) : analogsBySlug(query)(limit, of.slug),
    /**
     * Others filed directly in one of the product's categories, best sellers first, with what
     * `query` reads along. Each of the product's categories gives its `limit` best sellers from
     * the direct links' sales index (migration 0203: links carry the sales count); the best
     * `limit` of those are the best overall, since whatever ranks before a winner in its category
     * ranks before it overall. Only the winners' product rows are read.
     */
    related: (
      productId: number,
      limit: number,
      query: ProductQuery = ROWS_ONLY,
    ): Promise<(ProductRow & Record<string, unknown>)[]> => relatedProducts(query)(limit, productId),
    async block(block: ProductBlock, limit: number, categoryId: number | null): Promise<ProductRow[]> {
      // An archived product is off sale: the shop's blocks never show it.
      let query = db
        .selectFrom('products as p')
        .select(productColumns)
        .select(imageUrls)
        .where('p.archived_at', 'is', null);
      if (categoryId !== null) query = query.where(inCategoryTree(categoryId));
      switch (block) {
        case 'featured':
          query = query.where('p.featured', '=', sql.lit(true)).orderBy('p.sales_count', 'desc');
          break;
        case 'popular':
          query = query.orderBy('p.sales_count', 'desc').orderBy('p.view_count', 'desc');
          break;
        case 'topRated':
          query = query
            .where('p.review_count', '>', 0)
            .orderBy(sql`p.rating_sum::numeric / p.review_count`, 'desc')
            .orderBy('p.review_count', 'desc');
          break;
        case 'specialOffers':
          query = query
            .where('p.has_discount', '=', sql.lit(true))
            .orderBy(sql`(p.compare_at_price - p.price)::numeric / p.compare_at_price`, 'desc');
          break;
        case 'latest':
          query = query.orderBy('p.created_at', 'desc');
          break;
      }
      return query.orderBy('p.id', 'desc').limit(limit).execute();
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

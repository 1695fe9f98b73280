import { type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { precompiled, precompiledByLimit } from '../store/precompiled';
import type { DB } from '../store/schema';
import { type CategoryRow, type ProductRow, productColumns } from './catalogue.mappers';
import {
  direct,
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  type ResolvedSearch,
  type SearchTerms,
  searchMatch,
  searchRank,
  searchTerms,
  typoWords,
} from './product-search.sql';
import { compactSearchText, escapeLike, normalizeSearchText } from './search-text';

/**
 * The product's image URLs in order, read with its row (a products query aliases them `p`):
 * every product card shows them, and a relation loaded later costs another statement.
 */
export const imageUrls = sql<
  string[]
>`coalesce((select array_agg(i.url order by i.position) from product_images i where i.product_id = p.id), '{}')`.as(
  'image_urls',
);

/**
 * How many of the best sellers a search suggestion looks through before it asks the search
 * indexes (see searchProducts): a word start shared by 1 % of the catalogue has, on average, 4
 * matches among 400 products.
 */
export const BEST_SELLER_WINDOW = 1000;

/** At most this many direct matches are ranked all together (see searchProducts). */
export const RARE_MATCHES = 500;

/** The product blocks of the home page, each defined by data (see schema/catalogue.graphql). */
export type ProductBlock = 'featured' | 'popular' | 'topRated' | 'specialOffers' | 'latest';

export { MIN_QUERY_LENGTH } from './product-search.sql';

/** Catalogue reads other than product lists: categories, brands, products, blocks, search. */
export function createCatalogueService(
  db: Kysely<DB>,
  { bestSellerWindow = BEST_SELLER_WINDOW, rareMatches = RARE_MATCHES } = {},
) {
  const shopCategories = () => db.selectFrom('categories').selectAll().where('type', '=', 'shop');
  const inCategoryTree = (categoryId: number) =>
    sql<boolean>`exists (select 1 from product_categories pc where pc.category_id = ${categoryId} and pc.product_id = p.id)`;

  /** The ids and ranks of the best `limit` search rows under `candidates`, as the subquery `k`. */
  const rankedIds = (search: ResolvedSearch, candidates: RawBuilder<SqlBool>, limit: number | RawBuilder<number>) =>
    db
      .selectFrom('product_search as s')
      .select(['s.product_id', searchRank(search).as('rank')])
      .where(candidates)
      .orderBy('rank')
      .orderBy('s.product_id')
      .limit(limit)
      .as('k');
  /** Search rows under `candidates`, the best `limit` by rank; only the winners' product rows are read. */
  const ranked = (search: ResolvedSearch, candidates: RawBuilder<SqlBool>, limit: number | RawBuilder<number>) =>
    db
      .selectFrom(rankedIds(search, candidates, limit))
      .innerJoin('products as p', 'p.id', 'k.product_id')
      .select(productColumns)
      .select(imageUrls)
      .orderBy('k.rank')
      .orderBy('k.product_id');
  /**
   * Every direct match ranked, when there are at most `rareMatches` of them (see searchProducts):
   * each row carries in `matched` how many were found, up to `rareMatches` + 1. Its best plan
   * does not depend on the values either: the trigram indexes find the few matches, and stop
   * after `rareMatches` + 1 rows when there are more. It runs on a generic plan from the start
   * (`generic plan`, pglite-worker.ts): PostgreSQL would cost one for an unknown pattern as
   * matching 0.5 % of the products and plan every rare query again instead.
   */
  const rareSearch = precompiledByLimit(db, (limit, code: string, like: string, wordLike: string, compactLike: string) => {
    const terms = { text: '', code, like, wordLike, compactLike };
    return db
      .with(
        (cte) => cte('m').materialized(),
        (w) =>
          w
            .selectFrom('product_search as s')
            .select('s.product_id')
            .where(direct(terms, 's'))
            .limit(sql.lit(rareMatches + 1)),
      )
      .selectFrom(rankedIds({ terms, fuzzy: null }, sql<SqlBool>`s.product_id in (select product_id from m)`, limit))
      .innerJoin('products as p', 'p.id', 'k.product_id')
      .select(productColumns)
      .select([imageUrls, sql<number>`(select count(*)::int from m)`.as('matched')])
      .orderBy('k.rank')
      .orderBy('k.product_id')
      .modifyEnd(sql`/* generic plan */`);
  });
  /**
   * Direct matches, built and compiled once (see searchProducts). Word starts: `strpos(' ' ||
   * text, ' ' || query) > 0` is `(' ' || text) like '% query%'`, but the planner does not multiply
   * two LIKE estimates (7,921 matches of "bosch" estimated at 2), so a common word walks the sales
   * index and stops instead of ranking every match.
   */
  const directSearch = precompiled(
    db,
    (code: string, like: string, wordLike: string, compactLike: string, spacedText: string, limit: number) => {
      // direct() and the rank of direct matches read every term but the text (spacedText here).
      const terms = { text: '', code, like, wordLike, compactLike };
      const best = (where: RawBuilder<SqlBool>) =>
        sql`(select s.product_id from product_search s where ${where} order by s.sales_count desc, s.product_id limit ${limit})`;
      const tiers = sql<SqlBool>`s.product_id in (${best(sql`s.sku_key = ${code} or s.part_number_key = ${code}`)}
        union ${best(sql`s.search_text like ${like} and strpos(' ' || s.search_text, ${spacedText}) > 0`)} union ${best(direct(terms, 's'))})`;
      return ranked({ terms, fuzzy: null }, tiers, limit);
    },
  );
  /**
   * The first `limit` of the ranking when the code hits and the word starts among the best
   * sellers fill it (see searchProducts). Its plan does not depend on the values: the window is a
   * walk of the sales index that stops after `bestSellerWindow` entries at most, so PostgreSQL
   * keeps one generic plan for it instead of planning every keystroke again (its limit is
   * written into it, see precompiledByLimit).
   */
  const bestSellerSearch = precompiledByLimit(db, (limit, code: string, wordLike: string, spacedText: string) => {
    const codes = sql`(select s.product_id from product_search s where s.sku_key = ${code} or s.part_number_key = ${code}
      order by s.sales_count desc, s.product_id limit ${limit})`;
    const wordStarts = sql`(select w.product_id from (select s.product_id, s.sales_count, s.search_text from product_search s
        order by s.sales_count desc, s.product_id limit ${sql.lit(bestSellerWindow)}) w
      where strpos(' ' || w.search_text, ${spacedText}) > 0 order by w.sales_count desc, w.product_id limit ${limit})`;
    const terms = { text: '', code, like: '', wordLike, compactLike: '' };
    return ranked({ terms, fuzzy: null }, sql<SqlBool>`s.product_id in (${codes} union ${wordStarts})`, limit);
  });
  const categorySearch = precompiled(db, (text: string, like: string, limit: number) =>
    shopCategories()
      .where(sql<boolean>`(lower(name) like ${like} or ${text} <% lower(name))`)
      .orderBy(sql`lower(name) like ${like}`, 'desc')
      .orderBy(sql`word_similarity(${text}, lower(name))`, 'desc')
      .orderBy('position')
      .limit(limit),
  );
  /**
   * Typo matches, ranked (only when nothing matches directly). The candidates are known words,
   * each found through the trigram index whatever it is, so the plan is made once (`generic
   * plan`, pglite-worker.ts).
   */
  const typoSearch = async (terms: SearchTerms, limit: number): Promise<ProductRow[]> => {
    const search = { terms, fuzzy: await typoWords(db, terms) };
    if (search.fuzzy.length === 0) return [];
    return ranked(search, searchMatch(search), limit).modifyEnd(sql`/* generic plan */`).execute();
  };
  // Related products (see `related` below), one statement per limit.
  const relatedProducts = precompiledByLimit(db, (limit, productId: number) => {
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
      .orderBy('k.sales_count', 'desc')
      .orderBy('k.product_id');
  });
  // A product page's statements, built and compiled once (per set of relations read along).
  const productBySlug = new Map<string, (slug: string) => Promise<(ProductRow & Record<string, unknown>)[]>>();

  return {
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
    /** The product, with `also` columns read along (ProductDetailsService.relationColumns). */
    async productBySlug(
      slug: string,
      also: readonly AliasedRawBuilder<unknown, string>[] = [],
    ): Promise<(ProductRow & Record<string, unknown>) | undefined> {
      const key = also.map((column) => column.alias).join(',');
      let statement = productBySlug.get(key);
      if (!statement) {
        statement = precompiled(db, (value: string) =>
          db
            .selectFrom('products as p')
            .select(productColumns)
            .select(imageUrls)
            .select(also)
            .where('p.slug', '=', value),
        );
        productBySlug.set(key, statement);
      }
      return (await statement(slug))[0];
    },
    async productById(id: number): Promise<ProductRow | undefined> {
      return db
        .selectFrom('products as p')
        .select(productColumns)
        .select(imageUrls)
        .where('p.id', '=', id)
        .executeTakeFirst();
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
        .execute();
      return unique.flatMap((id) => rows.find((row) => row.id === id) ?? []);
    },

    /** Same part type from other brands, best sellers first. */
    async analogs(product: ProductRow, limit: number): Promise<ProductRow[]> {
      return db
        .selectFrom('products as p')
        .select(productColumns)
        .select(imageUrls)
        .where('p.type_id', '=', product.type_id)
        .where('p.brand_id', '<>', product.brand_id)
        .where('p.id', '<>', product.id)
        .orderBy('p.sales_count', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute();
    },
    /**
     * Others filed directly in one of the product's categories, best sellers first. Each of the
     * product's categories gives its `limit` best sellers from the direct links' sales index
     * (migration 0203: links carry the sales count); the best `limit` of those are the best
     * overall, since whatever ranks before a winner in its category ranks before it overall.
     * Only the winners' product rows are read.
     */
    related: (productId: number, limit: number) => relatedProducts(limit, productId),
    async block(block: ProductBlock, limit: number, categoryId: number | null): Promise<ProductRow[]> {
      let query = db.selectFrom('products as p').select(productColumns).select(imageUrls);
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

    /**
     * Search suggestions: the first products of the search ranking (see product-search.sql.ts),
     * in up to four steps, each exact, the first two on plans made once (docs/decisions/021):
     * 1. code hits and word starts among the best sellers, when they fill the page;
     * 2. for a query of 4 characters or more, every direct match ranked, when there are at most
     *    `rareMatches` (none: straight to typos);
     * 3. otherwise the best `limit` of each direct tier (code hits, word starts, any substring),
     *    each best sellers first: together they hold the best `limit` overall, so each tier stops
     *    after `limit` matches instead of ranking every match;
     * 4. typo matching, only when nothing matched directly.
     */
    async searchProducts(query: string, limit: number): Promise<ProductRow[]> {
      const terms = searchTerms(query);
      if (limit === 0 || !terms) return [];
      // Code hits rank first and word starts next, so when those two tiers fill the page among
      // the best sellers, no other match can displace them. Most typed prefixes end here.
      if (limit <= bestSellerWindow) {
        const best = await bestSellerSearch(limit, terms.code, terms.wordLike, ` ${terms.text}`);
        if (best.length === limit) return best;
      }
      // Rare queries: the trigram index finds a few matches; ranking them all is exact. A query
      // shorter than a trigram and a half would read most of that index to find out.
      if (compactSearchText(terms.text).length >= 4) {
        const rare = await rareSearch(limit, terms.code, terms.like, terms.wordLike, terms.compactLike);
        if (rare.length === 0) return typoSearch(terms, limit);
        if (rare[0]!.matched <= rareMatches) return rare;
      }
      const found = await directSearch(
        terms.code,
        terms.like,
        terms.wordLike,
        terms.compactLike,
        ` ${terms.text}`,
        limit,
      );
      return found.length > 0 ? found : typoSearch(terms, limit);
    },
    async searchCategories(query: string, limit: number): Promise<CategoryRow[]> {
      const text = normalizeSearchText(query).slice(0, MAX_QUERY_LENGTH);
      if (compactSearchText(text).length < MIN_QUERY_LENGTH || limit === 0) return [];
      return categorySearch(text, `%${escapeLike(text)}%`, limit);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/**
 * Facet counts of product lists from memory (docs/decisions/018-facet-index.md).
 *
 * The gateway keeps each product's facet data (brand, price, discount, rounded rating, colours,
 * categories) in typed arrays and counts facets by walking them: a category list's facets are a
 * pass over the category's products plus, for the category facet, over the products of the
 * selected brands (or all products) — tenths of a millisecond, where the facet statement cost
 * the database 4–10 ms of CPU per list at 100,000 products.
 *
 * Exact, not cached: before counting, every list reads the catalogue revision and the products
 * changed since the revision the index holds (migration 0204), in one statement, and applies
 * them. Revisions are handed out in commit order, so the counts include every change committed
 * before the list asked. Lists that arrive while such a check runs share the next one. Counts
 * made at the index's current revision are kept until it moves on (they cannot differ).
 *
 * Lists filtered by vehicle or by a search, and a catalogue using more than 32 colours, are
 * counted by the facet statement (facet-counts.sql.ts) instead.
 *
 * The same check also gives a category list's page for the date and price sorts (the index
 * keeps each product's `created_at`; docs/decisions/022): the ids on the page, found by walking
 * the category's products, with the revision they were found at.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';
import { FacetTable, type TableSort } from './facet-table';
import type { FacetCounts } from './facets';
import type { ResolvedFilters } from './product-list.sql';

interface ChangeRow {
  revision: string;
  /** Per changed product: its id, its facet columns (null once deleted), categories and colours. */
  changes: [
    id: number,
    product: [brand: number, price: number, discount: boolean, rating: number, created: number] | null,
    categories: number[],
    colors: string[],
  ][];
}

/** How many lists' counts are kept per revision (a category page with its common filters is one each). */
const MEMO_SIZE = 256;

/** The filters the counts depend on, as one string. */
const memoKey = (f: ResolvedFilters) =>
  [
    f.category ?? '',
    f.brand?.join(',') ?? '',
    f.price ? `${f.price.min}-${f.price.max}` : '',
    f.discount ?? '',
    f.rating?.join(',') ?? '',
    f.color?.join(',') ?? '',
  ].join('|');

/** A product's `created_at` in microseconds since 1970: exact as a double (below 2⁵³), unlike a Date. */
const CREATED_US = sql<number>`(extract(epoch from p.created_at) * 1000000)::float8`;
const CREATED = sql<number>`(extract(epoch from created_at) * 1000000)::float8`.as('created');

/** Whether the index can count this list (else the facet statement does). */
export const countableInMemory = (f: ResolvedFilters) =>
  f.vehicle === undefined && f.search === undefined && f.notFitting === undefined;

/** The index of one gateway: loaded on first use, brought up to date before every count. */
export function createFacetIndex(db: Kysely<DB>) {
  let state: { table: FacetTable; revision: bigint } | null = null;
  let loading: Promise<void> | null = null;
  let checking: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  /** Counts already made at the index's current revision, least recently used first. */
  let memo: { table: FacetTable | null; revision: bigint; counts: Map<string, FacetCounts> } = {
    table: null,
    revision: -1n,
    counts: new Map(),
  };

  /** Every product's facet data under one snapshot, with the revision it reflects. */
  async function load(): Promise<void> {
    const table = new FacetTable();
    const revision = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        const { rows } = await sql<{ value: string }>`select value::text as value from catalogue_revision`.execute(tx);
        const [products, links, colors] = [
          await tx
            .selectFrom('products')
            .select(['id', 'brand_id', 'price', 'has_discount', 'rating_rounded', CREATED])
            .where('archived_at', 'is', null)
            .execute(),
          await tx.selectFrom('product_categories').select(['product_id', 'category_id']).execute(),
          await tx.selectFrom('product_colors').select(['product_id', 'color_slug']).execute(),
        ];
        const categoriesOf = new Map<number, number[]>();
        for (const l of links)
          (categoriesOf.get(l.product_id) ?? categoriesOf.set(l.product_id, []).get(l.product_id)!).push(l.category_id);
        const colorsOf = new Map<number, string[]>();
        for (const c of colors)
          (colorsOf.get(c.product_id) ?? colorsOf.set(c.product_id, []).get(c.product_id)!).push(c.color_slug);
        for (const p of products)
          table.put({
            id: p.id,
            brand: p.brand_id,
            price: p.price,
            created: p.created,
            discount: p.has_discount,
            rating: p.rating_rounded,
            categories: categoriesOf.get(p.id) ?? [],
            colors: colorsOf.get(p.id) ?? [],
          });
        return BigInt(rows[0]!.value);
      });
    state = { table, revision };
  }

  /** Applies the products changed since the index's revision (one statement, one snapshot). */
  async function catchUp(): Promise<void> {
    const current = state!;
    // Most lists find nothing new: a statement that plans in microseconds says so. Equal means
    // no change was committed since the index's revision (revisions only grow).
    const { rows: now } = await sql<{ value: string }>`select value::text as value from catalogue_revision`.execute(db);
    if (BigInt(now[0]!.value) === current.revision) return;
    // Correlated look-ups per changed product: a join would let the planner scan `products`.
    const { rows } = await sql<ChangeRow>`
      select r.value::text as revision,
        (select coalesce(json_agg(json_build_array(c.product_id,
            (select json_build_array(p.brand_id, p.price, p.has_discount, p.rating_rounded, ${CREATED_US}) from products p where p.id = c.product_id and p.archived_at is null),
            (select coalesce(array_agg(pc.category_id), '{}') from product_categories pc where pc.product_id = c.product_id),
            (select coalesce(array_agg(col.color_slug), '{}') from product_colors col where col.product_id = c.product_id))), '[]')
          from catalogue_changes c where c.revision > ${String(current.revision)}::bigint) as changes
      from catalogue_revision r`.execute(db);
    const row = rows[0]!;
    const revision = BigInt(row.revision);
    if (revision <= current.revision) return;
    const changes = typeof row.changes === 'string' ? (JSON.parse(row.changes) as ChangeRow['changes']) : row.changes;
    for (const [id, product, categories, colors] of changes) {
      if (product) {
        const [brand, price, discount, rating, created] = product;
        current.table.put({ id, brand, price, discount, rating, created, categories, colors });
      } else current.table.remove(id);
    }
    current.revision = revision;
  }

  /** One check at a time; lists arriving meanwhile share the next one (it starts after they asked). */
  function upToDate(): Promise<void> {
    if (!checking) {
      checking = catchUp().finally(() => {
        checking = null;
      });
      return checking;
    }
    queued ??= checking
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return upToDate();
      });
    return queued;
  }

  /** Loads the index once (a failed load is tried again by the next list). */
  function loaded(): Promise<void> {
    if (state) return Promise.resolve();
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  return {
    /** Loads the index ahead of the first list (at start); errors are the caller's to log. */
    warm: loaded,
    /** The counts, or null when this list (or catalogue) needs the facet statement. */
    async counts(f: ResolvedFilters): Promise<FacetCounts | null> {
      return (await this.countsAndPage(f, null))?.counts ?? null;
    },
    /**
     * The counts and, when `page` is asked for, the ids on that page with the revision they
     * were taken at (product-list.service.ts reads their rows and checks that revision); null
     * when this list (or catalogue) needs the facet statement.
     */
    async countsAndPage(
      f: ResolvedFilters,
      page: { sort: TableSort; offset: number; limit: number } | null,
    ): Promise<{ counts: FacetCounts; page: { ids: number[]; revision: bigint } | null } | null> {
      if (!countableInMemory(f)) return null;
      if (state) await upToDate();
      else {
        // A load already under way may have read the catalogue before this list asked: check after it.
        const joining = loading !== null;
        await loaded();
        if (joining) await upToDate();
      }
      const { table, revision } = state!;
      if (table.overflow) return null;
      // The counts of one revision of the index never change: a list asked again before the next
      // change gets the same counts without walking the products again.
      if (memo.table !== table || memo.revision !== revision) memo = { table, revision, counts: new Map() };
      const key = memoKey(f);
      let counts = memo.counts.get(key);
      if (counts)
        memo.counts.delete(key); // re-inserted below: most recently used last
      else {
        counts = table.counts(f);
        if (memo.counts.size >= MEMO_SIZE) memo.counts.delete(memo.counts.keys().next().value!);
      }
      memo.counts.set(key, counts);
      return {
        counts,
        page: page && { ids: table.page(f, page.sort, page.offset, page.limit), revision },
      };
    },
  };
}

export type FacetIndex = ReturnType<typeof createFacetIndex>;

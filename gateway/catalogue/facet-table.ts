/**
 * The facet data of every product in typed arrays, and the disjunctive facet counts of a list
 * computed from them (docs/decisions/018-facet-index.md). Pure: no database; facet-index.ts loads
 * it and keeps it current.
 */
import { BestOf } from './best-of';
import { PackedLists, SlotSets } from './facet-slots';
import type { FacetCounts } from './facets';
import type { ResolvedFilters } from './product-list.sql';

/** One bit per filter the counts apply disjunctively (the category facet is counted apart). */
const BRAND = 1;
const PRICE = 2;
const DISCOUNT = 4;
const RATING = 8;
const COLOR = 16;

/** Colours are a bit mask per product. */
const MAX_COLORS = 32;

/** Brand and category ids index arrays of counters; larger ids (never seen: ids are serial) overflow. */
const MAX_ID = 1_000_000;

export interface ProductFacetData {
  id: number;
  brand: number;
  price: number;
  /** `created_at` in microseconds since 1970 (exact: below 2⁵³). */
  created: number;
  discount: boolean;
  rating: number;
  categories: readonly number[];
  colors: readonly string[];
}

/** The facet data of every product, by slot. Pure: no database; FacetIndex keeps it current. */
export class FacetTable {
  private slotOf = new Map<number, number>();
  private free: number[] = [];
  private size = 0;
  private ids = new Int32Array(1024);
  private brand = new Int32Array(1024);
  private price = new Int32Array(1024);
  private created = new Float64Array(1024);
  private discount = new Uint8Array(1024);
  private rating = new Uint8Array(1024);
  private colors = new Uint32Array(1024);
  private readonly categories = new PackedLists();
  private readonly byCategory = new SlotSets();
  private readonly byBrand = new SlotSets();
  private readonly colorBit = new Map<string, number>();
  private readonly colorSlugs: string[] = [];
  private maxBrand = 0;
  private maxCategory = 0;
  /**
   * The table can no longer count: more colours than bits, or an id too large (or negative) to
   * index an array of counters. FacetIndex then leaves lists to the facet statement.
   */
  overflow = false;

  get products(): number {
    return this.slotOf.size;
  }

  private everySlot: Int32Array | null = null;

  /** The slots of every product, in slot order. */
  private allSlots(): Int32Array {
    this.everySlot ??= Int32Array.from(this.slotOf.values()).sort();
    return this.everySlot;
  }

  private grow() {
    const length = this.brand.length * 2;
    const copy = <T extends Uint8Array | Int32Array | Uint32Array | Float64Array>(from: T, to: T) => (to.set(from), to);
    this.ids = copy(this.ids, new Int32Array(length));
    this.brand = copy(this.brand, new Int32Array(length));
    this.price = copy(this.price, new Int32Array(length));
    this.created = copy(this.created, new Float64Array(length));
    this.discount = copy(this.discount, new Uint8Array(length));
    this.rating = copy(this.rating, new Uint8Array(length));
    this.colors = copy(this.colors, new Uint32Array(length));
  }

  private maskOf(slugs: readonly string[], add: boolean): number {
    let mask = 0;
    for (const slug of slugs) {
      let bit = this.colorBit.get(slug);
      if (bit === undefined && add) {
        if (this.colorSlugs.length === MAX_COLORS) {
          this.overflow = true;
          continue;
        }
        bit = this.colorSlugs.push(slug) - 1;
        this.colorBit.set(slug, bit);
      }
      if (bit !== undefined) mask |= 1 << bit;
    }
    return mask >>> 0;
  }

  /** Forgets a product (deleted, or about to be written again). */
  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.everySlot = null;
    for (const category of this.categories.get(slot)) this.byCategory.delete(category, slot);
    this.byBrand.delete(this.brand[slot]!, slot);
    this.categories.set(slot, []);
    this.free.push(slot);
  }

  /** Adds a product or replaces what the table holds for it. */
  put(p: ProductFacetData) {
    this.remove(p.id);
    let slot = this.free.pop();
    if (slot === undefined) {
      if (this.size === this.brand.length) this.grow();
      slot = this.size++;
    }
    this.slotOf.set(p.id, slot);
    this.everySlot = null;
    this.ids[slot] = p.id;
    this.brand[slot] = p.brand;
    this.price[slot] = p.price;
    this.created[slot] = p.created;
    this.discount[slot] = p.discount ? 1 : 0;
    this.rating[slot] = p.rating;
    this.colors[slot] = this.maskOf(p.colors, true);
    const categories = [...new Set(p.categories)];
    this.categories.set(slot, categories);
    for (const category of categories) {
      this.byCategory.add(category, slot);
      this.maxCategory = Math.max(this.maxCategory, category);
    }
    this.byBrand.add(p.brand, slot);
    this.maxBrand = Math.max(this.maxBrand, p.brand);
    if ([p.brand, ...p.categories].some((id) => !Number.isInteger(id) || id < 0 || id > MAX_ID)) this.overflow = true;
  }

  /**
   * The filters as the walks over slots test them. The brand filter is an array indexed by id
   * (ids are small serial integers), ratings and colours are bit masks.
   */
  private filterOf(f: ResolvedFilters) {
    const brandLimit = this.maxBrand + 1;
    const brandWanted = new Uint8Array(brandLimit);
    for (const id of f.brand ?? []) if (id >= 0 && id < brandLimit) brandWanted[id] = 1;
    return {
      brandLimit,
      brandWanted,
      byBrand: f.brand !== undefined,
      hasPrice: f.price !== undefined,
      low: f.price?.min ?? 0,
      high: f.price?.max ?? 0,
      hasDiscount: f.discount !== undefined,
      wantDiscount: f.discount === 'yes' ? 1 : 0,
      hasRating: f.rating !== undefined,
      ratingMask: f.rating ? f.rating.reduce((mask, r) => mask | (1 << r), 0) : 0,
      hasColor: f.color !== undefined,
      colorMask: f.color ? this.maskOf(f.color, false) : 0,
    };
  }

  /**
   * The ids of the products on one page of a list: every filter applied, in `sort`'s order (the
   * same as the list statement's: price, or `created_at` newest first, then id in the same
   * direction), from `offset`, at most `limit`. Keeps the best `offset + limit` in a bounded heap.
   */
  page(f: ResolvedFilters, sort: TableSort, offset: number, limit: number): number[] {
    const { ids, brand, price, discount, rating, colors } = this;
    const want = this.filterOf(f);
    // The sort key, and whether slot a comes before slot b.
    const key = sort === 'DEFAULT' ? this.created : price;
    const ascending = sort === 'PRICE_ASC';
    const before = (a: number, b: number) => {
      if (key[a] !== key[b]) return ascending ? key[a]! < key[b]! : key[a]! > key[b]!;
      return ascending ? ids[a]! < ids[b]! : ids[a]! > ids[b]!;
    };
    if (offset + limit === 0) return [];
    const best = new BestOf(offset + limit, before);
    const slots = f.category !== undefined ? this.byCategory.get(f.category) : this.allSlots();
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (want.byBrand && want.brandWanted[brand[slot]!] === 0) continue;
      if (want.hasPrice && (price[slot]! < want.low || price[slot]! > want.high)) continue;
      if (want.hasDiscount && discount[slot] !== want.wantDiscount) continue;
      if (want.hasRating && (want.ratingMask & (1 << rating[slot]!)) === 0) continue;
      if (want.hasColor && (colors[slot]! & want.colorMask) === 0) continue;
      best.offer(slot);
    }
    return best
      .sorted()
      .slice(offset)
      .map((slot) => ids[slot]!);
  }

  /** The list's total and every facet's disjunctive counts (each facet without its own filter). */
  counts(f: ResolvedFilters): FacetCounts {
    const { brand, price, discount, rating, colors } = this;
    const {
      brandLimit,
      brandWanted,
      byBrand,
      hasPrice,
      low,
      high,
      hasDiscount,
      wantDiscount,
      hasRating,
      ratingMask,
      hasColor,
      colorMask,
    } = this.filterOf(f);
    let total = 0;
    let min = Infinity;
    let max = -Infinity;
    let discountAny = 0;
    let discountYes = 0;
    const brandCounts = new Int32Array(brandLimit);
    const ratingCounts = new Int32Array(8);
    const colorCounts = new Int32Array(MAX_COLORS);
    // The hot loop (tens of thousands of products per list): written out, no calls per product.
    const slots = f.category !== undefined ? this.byCategory.get(f.category) : this.allSlots();
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      let failed = byBrand && brandWanted[brand[slot]!] === 0 ? BRAND : 0;
      if (hasPrice && (price[slot]! < low || price[slot]! > high)) {
        if (failed !== 0) continue; // fails two filters: no facet counts it
        failed = PRICE;
      }
      if (hasDiscount && discount[slot] !== wantDiscount) {
        if (failed !== 0) continue;
        failed = DISCOUNT;
      }
      if (hasRating && (ratingMask & (1 << rating[slot]!)) === 0) {
        if (failed !== 0) continue;
        failed = RATING;
      }
      if (hasColor && (colors[slot]! & colorMask) === 0) {
        if (failed !== 0) continue;
        failed = COLOR;
      }
      if (failed === 0) total++;
      if (failed === 0 || failed === BRAND) brandCounts[brand[slot]!]!++;
      if (failed === 0 || failed === PRICE) {
        const p = price[slot]!;
        if (p < min) min = p;
        if (p > max) max = p;
      }
      if (failed === 0 || failed === DISCOUNT) {
        discountAny++;
        discountYes += discount[slot]!;
      }
      if (failed === 0 || failed === RATING) ratingCounts[rating[slot]!]!++;
      if (failed === 0 || failed === COLOR)
        for (let bits = colors[slot]!; bits !== 0; bits &= bits - 1) colorCounts[31 - Math.clz32(bits & -bits)]!++;
    }

    // The category facet: every product passing the other filters, counted in each of its categories.
    let categoryCounts: Map<number, number>;
    if (!byBrand && !hasPrice && !hasDiscount && !hasRating && !hasColor) {
      categoryCounts = this.byCategory.sizes();
    } else {
      const tallies = new Int32Array(this.maxCategory + 1);
      const { start, length, pool } = this.categories;
      const tally = (candidates: Int32Array) => {
        for (let i = 0; i < candidates.length; i++) {
          const slot = candidates[i]!;
          if (byBrand && brandWanted[brand[slot]!] === 0) continue;
          if (hasPrice && (price[slot]! < low || price[slot]! > high)) continue;
          if (hasDiscount && discount[slot] !== wantDiscount) continue;
          if (hasRating && (ratingMask & (1 << rating[slot]!)) === 0) continue;
          if (hasColor && (colors[slot]! & colorMask) === 0) continue;
          for (let j = start[slot]!, end = j + length[slot]!; j < end; j++) tallies[pool[j]!]!++;
        }
      };
      if (byBrand) {
        for (const id of new Set(f.brand)) if (id >= 0 && id < brandLimit) tally(this.byBrand.get(id));
      } else tally(this.allSlots());
      categoryCounts = nonZero(tallies);
    }

    const colorsFound = new Map<string, number>();
    this.colorSlugs.forEach((slug, bit) => colorCounts[bit]! > 0 && colorsFound.set(slug, colorCounts[bit]!));
    return {
      total,
      categories: categoryCounts,
      brands: nonZero(brandCounts),
      colors: colorsFound,
      ratings: nonZero(ratingCounts),
      discount: { any: discountAny, yes: discountYes, no: discountAny - discountYes },
      price: min === Infinity ? { min: null, max: null } : { min, max },
    };
  }
}

/** The sorts a page can be taken in from the table: by price or by date, ties by id the same way. */
export type TableSort = 'DEFAULT' | 'PRICE_ASC' | 'PRICE_DESC';
export const isTableSort = (sort: string): sort is TableSort =>
  sort === 'DEFAULT' || sort === 'PRICE_ASC' || sort === 'PRICE_DESC';

/** The non-zero counters of an array indexed by id, as a map. */
function nonZero(counts: Int32Array): Map<number, number> {
  const map = new Map<number, number>();
  for (let id = 0; id < counts.length; id++) if (counts[id] !== 0) map.set(id, counts[id]!);
  return map;
}

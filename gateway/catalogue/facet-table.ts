/**
 * The facet data of every product in typed arrays, and the disjunctive facet counts of a list
 * computed from them (docs/decisions/018-facet-index.md). Pure: no database; facet-index.ts loads
 * it and keeps it current.
 */
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
  discount: boolean;
  rating: number;
  categories: readonly number[];
  colors: readonly string[];
}

/** A set of slots (product positions) kept as a Set for updates and read as a packed array. */
class SlotSets {
  private readonly sets = new Map<number, Set<number>>();
  private readonly packed = new Map<number, Int32Array>();

  add(key: number, slot: number) {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Set()));
    set.add(slot);
    this.packed.delete(key);
  }

  delete(key: number, slot: number) {
    this.sets.get(key)?.delete(slot);
    this.packed.delete(key);
  }

  get(key: number): Int32Array {
    let array = this.packed.get(key);
    // Sorted: the counting loops then read the typed arrays in memory order.
    if (!array) this.packed.set(key, (array = Int32Array.from(this.sets.get(key) ?? []).sort()));
    return array;
  }

  sizes(): Map<number, number> {
    const sizes = new Map<number, number>();
    for (const [key, set] of this.sets) if (set.size > 0) sizes.set(key, set.size);
    return sizes;
  }
}

/**
 * A list of numbers per slot (a product's categories), packed in one typed array so that the
 * counting loops read memory in order. A rewritten list goes to the end; the space of old lists
 * is reclaimed once it is half the array.
 */
class PackedLists {
  start = new Int32Array(1024);
  length = new Uint16Array(1024);
  pool = new Int32Array(4096);
  private used = 0;
  private stale = 0;

  get(slot: number): number[] {
    return slot < this.start.length
      ? Array.from(this.pool.subarray(this.start[slot], this.start[slot]! + this.length[slot]!))
      : [];
  }

  set(slot: number, values: readonly number[]) {
    while (slot >= this.start.length) {
      const start = new Int32Array(this.start.length * 2);
      const length = new Uint16Array(this.start.length * 2);
      start.set(this.start);
      length.set(this.length);
      this.start = start;
      this.length = length;
    }
    this.stale += this.length[slot]!;
    this.length[slot] = 0;
    if (this.used + values.length > this.pool.length) this.repack(values.length);
    this.pool.set(values, this.used);
    this.start[slot] = this.used;
    this.length[slot] = values.length;
    this.used += values.length;
  }

  /** Copies the live lists into a new array with room for `more` (and at least as much again). */
  private repack(more: number) {
    const live = this.used - this.stale;
    const pool = new Int32Array(Math.max(4096, (live + more) * 2));
    let used = 0;
    for (let slot = 0; slot < this.start.length; slot++) {
      const n = this.length[slot]!;
      if (n === 0) continue;
      pool.set(this.pool.subarray(this.start[slot], this.start[slot]! + n), used);
      this.start[slot] = used;
      used += n;
    }
    this.pool = pool;
    this.used = used;
    this.stale = 0;
  }
}

/** The facet data of every product, by slot. Pure: no database; FacetIndex keeps it current. */
export class FacetTable {
  private slotOf = new Map<number, number>();
  private free: number[] = [];
  private size = 0;
  private brand = new Int32Array(1024);
  private price = new Int32Array(1024);
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
    const copy = <T extends Uint8Array | Int32Array | Uint32Array>(from: T, to: T) => (to.set(from), to);
    this.brand = copy(this.brand, new Int32Array(length));
    this.price = copy(this.price, new Int32Array(length));
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
    this.brand[slot] = p.brand;
    this.price[slot] = p.price;
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

  /** The list's total and every facet's disjunctive counts (each facet without its own filter). */
  counts(f: ResolvedFilters): FacetCounts {
    const { brand, price, discount, rating, colors } = this;
    // Counters and the brand filter are arrays indexed by id: ids are small serial integers.
    const brandLimit = this.maxBrand + 1;
    const brandWanted = new Uint8Array(brandLimit);
    for (const id of f.brand ?? []) if (id >= 0 && id < brandLimit) brandWanted[id] = 1;
    const byBrand = f.brand !== undefined;
    const hasPrice = f.price !== undefined;
    const low = f.price?.min ?? 0;
    const high = f.price?.max ?? 0;
    const hasDiscount = f.discount !== undefined;
    const wantDiscount = f.discount === 'yes' ? 1 : 0;
    const hasRating = f.rating !== undefined;
    const ratingMask = f.rating ? f.rating.reduce((mask, r) => mask | (1 << r), 0) : 0;
    const hasColor = f.color !== undefined;
    const colorMask = f.color ? this.maskOf(f.color, false) : 0;
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

/** The non-zero counters of an array indexed by id, as a map. */
function nonZero(counts: Int32Array): Map<number, number> {
  const map = new Map<number, number>();
  for (let id = 0; id < counts.length; id++) if (counts[id] !== 0) map.set(id, counts[id]!);
  return map;
}

/**
 * The storage of the facet table (facet-table.ts): product slots per key, and a list of numbers
 * per slot, both laid out for the counting loops to read memory in order.
 */

/** A set of slots (product positions) kept as a Set for updates and read as a packed array. */
export class SlotSets {
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
export class PackedLists {
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

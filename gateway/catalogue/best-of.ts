/**
 * The first `size` items offered, in the order `before` defines (before(a, b): a comes first),
 * kept in a bounded heap whose root is the last of them: offering n items costs O(n log size).
 */
export class BestOf {
  private readonly heap: number[] = [];

  constructor(
    private readonly size: number,
    private readonly before: (a: number, b: number) => boolean,
  ) {}

  offer(item: number) {
    const { heap, before } = this;
    if (heap.length < this.size) {
      // Sift up: a parent comes after its children.
      let at = heap.push(item) - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!before(heap[parent]!, heap[at]!)) break;
        [heap[parent], heap[at]] = [heap[at]!, heap[parent]!];
        at = parent;
      }
    } else if (heap.length > 0 && before(item, heap[0]!)) {
      // Replaces the last of the best, then sifts down.
      heap[0] = item;
      for (let at = 0; ;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let last = at;
        if (left < heap.length && before(heap[last]!, heap[left]!)) last = left;
        if (right < heap.length && before(heap[last]!, heap[right]!)) last = right;
        if (last === at) break;
        [heap[last], heap[at]] = [heap[at]!, heap[last]!];
        at = last;
      }
    }
  }

  /** The items kept, first first. */
  sorted(): number[] {
    return [...this.heap].sort((a, b) => (this.before(a, b) ? -1 : 1));
  }
}

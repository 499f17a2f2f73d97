/**
 * A cache bounded by its number of entries and by their bytes, which evicts the least recently used entry, one at
 * a time, until both bounds hold. A client that asks for more distinct keys than it holds (cycling through URLs)
 * then pushes out only entries nobody asked for since, never the ones in use (a cache cleared whole when full
 * would make every request a miss). A Map keeps insertion order: a hit moves its entry to the end.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number },
    /** The bytes an entry holds (its value, and its key when that is large). */
    private readonly sizeOf: (value: V, key: K) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value (not one larger than the byte bound: it would evict everything else) and answers it. */
  set(key: K, value: V): V {
    this.delete(key);
    const bytes = this.sizeOf(value, key);
    if (bytes > this.limits.maxBytes) return value;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    while (this.entries.size > this.limits.maxEntries || this.total > this.limits.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }
}

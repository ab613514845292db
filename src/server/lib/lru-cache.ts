type Limits<V> = { maxBytes: number; maxEntries?: number; sizeOf: (value: V) => number };

/**
 * An in-memory map bounded in bytes (and optionally in entries): the least recently used
 * entries go first. A value larger than the whole budget is not stored.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(private readonly limits: Limits<V>) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const { maxBytes, maxEntries = Infinity, sizeOf } = this.limits;
    if (sizeOf(value) > maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += sizeOf(value);
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= maxBytes && this.entries.size <= maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(entry);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.limits.sizeOf(value);
  }

  /** Drops every entry the predicate picks. */
  deleteWhere(picked: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (picked(value)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

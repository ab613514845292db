type Limits<V> = {
  maxBytes: number;
  maxEntries?: number;
  sizeOf: (value: V) => number;
  /** Whether a new key may push out `victim` to make room; when it may not, the new key is not stored. */
  admits?: (candidate: string, victim: string) => boolean;
};

/**
 * An in-memory map bounded in bytes (and optionally in entries): the least recently used
 * entries go first, unless the admission rule keeps them. A value larger than the whole budget is not stored.
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

  /** The value without counting it as a use. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** Stores `value`, evicting the least recently used to make room; false when the admission rule refused. */
  set(key: string, value: V): boolean {
    const { maxBytes, sizeOf } = this.limits;
    const size = sizeOf(value);
    if (size > maxBytes) return false;
    this.delete(key);
    const victims = this.victimsFor(size);
    const { admits } = this.limits;
    if (admits && victims.some((victim) => !admits(key, victim))) return false;
    for (const victim of victims) this.delete(victim);
    this.entries.set(key, value);
    this.bytes += size;
    return true;
  }

  /** The oldest keys that must go for a new value of `size` to fit. */
  private victimsFor(size: number): string[] {
    const { maxBytes, maxEntries = Infinity, sizeOf } = this.limits;
    const victims: string[] = [];
    let bytes = this.bytes + size;
    let count = this.entries.size + 1;
    for (const [oldest, entry] of this.entries) {
      if (bytes <= maxBytes && count <= maxEntries) break;
      victims.push(oldest);
      bytes -= sizeOf(entry);
      count--;
    }
    return victims;
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

/** An in-memory LRU cache holding at most `maxBytes` of buffers; the least recently used go first. */
export class ByteBoundedCache<V extends { bytes: Buffer }> {
  private readonly entries = new Map<string, V>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    if (value.bytes.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.size += value.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= entry.bytes.length;
    }
  }

  private delete(key: string) {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.size -= value.bytes.length;
  }
}

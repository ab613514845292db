const DEPTH = 4;
/** Counters saturate here: past it, "hot" is hot enough. */
const MAX_COUNT = 15;

/** FNV-1a over the key's UTF-16 code units, from a chosen offset basis. */
function fnv1a(key: string, basis: number): number {
  let hash = basis;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * How often each key was asked for lately, in a fixed few kilobytes whatever the number of keys: a
 * count-min sketch (four rows of small counters; a key's estimate is its lowest counter, so collisions
 * only ever overstate it). After `sampleSize` records every counter is halved, so a page hot last week
 * fades and a burst of new keys cannot pin the counts at their ceiling (TinyLFU's aging).
 */
export class FrequencySketch {
  private readonly counters: Uint8Array;
  private readonly mask: number;
  private readonly sampleSize: number;
  private recorded = 0;

  /** `capacity`: how many keys the cache it advises holds. */
  constructor(capacity: number) {
    // About eight counters per cached key keeps the one-off keys of a flood from inflating each other.
    const width = 2 ** Math.ceil(Math.log2(Math.max(1024, capacity * 8)));
    this.counters = new Uint8Array(width * DEPTH);
    this.mask = width - 1;
    this.sampleSize = Math.max(1000, capacity * 10);
  }

  private *slots(key: string): Generator<number> {
    // Double hashing: four independent-enough rows from two hashes.
    const a = fnv1a(key, 0x811c9dc5);
    const b = fnv1a(key, 0x01000193) | 1;
    for (let row = 0; row < DEPTH; row++) yield row * (this.mask + 1) + ((a + Math.imul(row, b)) & this.mask);
  }

  record(key: string): void {
    for (const slot of this.slots(key)) if (this.counters[slot]! < MAX_COUNT) this.counters[slot]!++;
    if (++this.recorded >= this.sampleSize) this.age();
  }

  estimate(key: string): number {
    let lowest = MAX_COUNT;
    for (const slot of this.slots(key)) lowest = Math.min(lowest, this.counters[slot]!);
    return lowest;
  }

  private age(): void {
    for (let i = 0; i < this.counters.length; i++) this.counters[i]! >>= 1;
    this.recorded = 0;
  }
}

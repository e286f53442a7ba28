/**
 * A small time-limited memo keyed by document, bounded by dropping the oldest insertions: the
 * SGP client's customer lookups, the open invoices a page has just shown. It keeps promises, so
 * concurrent lookups of one key share one request, and drops one on failure so errors are never
 * reused.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  load(key: string, loader: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return loader();
    const hit = this.peek(key);
    if (hit) return hit;
    const value = loader();
    this.set(key, value);
    return value;
  }

  /** The unexpired value under this key, if any; never loads. */
  peek(key: string): Promise<V> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit.value : undefined;
  }

  set(key: string, value: V | Promise<V>): void {
    if (this.ttlMs <= 0) return;
    const promise = Promise.resolve(value);
    this.entries.delete(key);
    this.entries.set(key, { value: promise, expiresAt: this.now() + this.ttlMs });
    promise.catch(() => {
      if (this.entries.get(key)?.value === promise) this.entries.delete(key);
    });
    this.evict();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Expired entries first, then the oldest insertions (Map keeps insertion order). */
  private evict(): void {
    if (this.entries.size <= this.maxEntries) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

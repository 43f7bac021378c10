// Product pages are read on nearly every visit and change rarely, so first pages (no cursor) are
// kept in memory as ready-to-send JSON, keyed by their query: the landing's three, each category's
// first page, common searches. Never the whole catalogue: at most `maxEntries` pages of at most
// 100 products (docs/decisions/0013-catalogue-at-scale.md).
// One cache per app (product-catalog.ts makes it app.productCatalog). Freshness
// (docs/decisions/0002-product-list-cache.md):
//  - every write to product rows through this app calls changed() after its transaction commits;
//    the next request for a page reads it again (one bounded page query), so a writer sees its
//    write at once;
//  - a page older than ttlMs is still served while one background query refreshes it
//    (stale-while-revalidate), for at most STALE_GRACE_MS; so writes made by another instance show
//    after ttlMs and one more request, and no request waits for a refresh;
//  - one query per page at a time (a read for a newer version waits for the older one), and a
//    page's ttlMs counts from when its read ended: a hot page costs one read per ttlMs, whatever
//    the number of requests or the read's own time.
export const STALE_GRACE_MS = 30_000;

interface Entry<T> {
  value: T;
  version: number;
  expiresAt: number;
}

export class ProductListCache<T = unknown> {
  /** Bumped by every product write; a page filled under an older version is not served. */
  private version = 0;
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, { version: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 256,
  ) {}

  /** Call after any committed change to product or category rows. */
  changed(): void {
    this.version++;
  }

  /** Counts changes made through this app: what was built from the catalogue at another revision is outdated. */
  get revision(): number {
    return this.version;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached page without waiting: fresh, or stale within the grace (then refreshed in the
   * background). Undefined when it must be read first. Lets a hit answer with no promise.
   */
  peek(key: string, load: () => Promise<T>): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== this.version) return undefined;
    const now = this.now();
    if (entry.expiresAt <= now) {
      if (now - entry.expiresAt > STALE_GRACE_MS) return undefined;
      this.fill(key, load).catch(() => {}); // the stale page serves on; the next request retries
    }
    // Most recently used last: the first entries are the ones evicted.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The page, read through `load` when it is not cached (one query shared by concurrent misses). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.peek(key, load);
    return hit === undefined ? this.fill(key, load) : Promise.resolve(hit);
  }

  private fill(key: string, load: () => Promise<T>): Promise<T> {
    // Single flight per page; but a request arriving after a write never joins a query started before it.
    const pending = this.pending.get(key);
    if (pending?.version === this.version) return pending.value;
    // Taken before the query: a write landing while it runs leaves this page already outdated.
    const version = this.version;
    // Never two queries for one page at once: one for a newer version starts when the older ends.
    const read = pending ? pending.value.then(load, load) : load();
    const value = read.then((v) => {
      const current = this.entries.get(key);
      if (!current || current.version <= version) {
        this.entries.delete(key);
        // Fresh for ttlMs from when the read ended, so a read slower than ttlMs is not restarted
        // by the next request: at most one refresh per ttlMs (plus its own time) per page.
        this.entries.set(key, { value: v, version, expiresAt: this.now() + this.ttlMs });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      }
      return v;
    });
    const started = { version, value };
    this.pending.set(key, started);
    const forget = () => {
      if (this.pending.get(key) === started) this.pending.delete(key);
    };
    value.then(forget, forget);
    return value;
  }
}

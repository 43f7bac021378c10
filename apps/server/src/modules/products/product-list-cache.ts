// The product list is read on nearly every page and changes rarely, so it is kept in memory as
// ready-to-send JSON (and its gzip/brotli forms): one query fills both sort orders and every
// single-product answer.
// One cache per app (product-catalog.ts makes it app.productCatalog), so two apps in one process
// never share a snapshot. Freshness (docs/decisions/0002-product-list-cache.md):
//  - every write to product rows through this app (new product, stock taken or given back by an
//    order) calls changed() after its transaction commits, which drops the cache at once;
//  - writes made by another instance (PostgreSQL behind a load balancer) are seen after at most
//    ttlMs, the cache's lifetime. The server still checks stock inside the order transaction, so a
//    briefly stale list can never oversell.
import type { Db } from '../../db/client';
import { PreparedJson } from '../../http/prepared-json';
import { listProducts } from './product-service';

export type ProductSort = 'oldest' | 'newest';

export interface Snapshot {
  version: number;
  expiresAt: number;
  list: Record<ProductSort, PreparedJson>;
  byId: Map<string, PreparedJson>;
}

export class ProductListCache {
  /** Bumped by every product write; a snapshot filled under an older version is dropped. */
  private version = 0;
  private snapshot: Snapshot | undefined;
  private pending: { version: number; snapshot: Promise<Snapshot> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Call after any committed change to product rows (insert, update, stock change, delete). */
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

  /** The list as prepared JSON, oldest or newest first. */
  async list(sort: ProductSort): Promise<PreparedJson> {
    return (await this.current()).list[sort];
  }

  /** One product as prepared JSON, or undefined when the cached list does not have it. */
  async one(id: string): Promise<PreparedJson | undefined> {
    return (await this.current()).byId.get(id);
  }

  /**
   * The current snapshot without waiting, or undefined when it must be (re)read first. Lets the
   * routes answer a hit synchronously: no promise per request on the hottest path.
   */
  fresh(): Snapshot | undefined {
    const s = this.snapshot;
    return s && s.version === this.version && s.expiresAt > this.now() ? s : undefined;
  }

  private async current(): Promise<Snapshot> {
    const s = this.fresh();
    if (s) return s;
    // Single flight: concurrent misses share one query instead of queueing many on the database;
    // but a request arriving after a write never joins a query that started before it.
    let pending = this.pending;
    if (pending?.version !== this.version) {
      const started = { version: this.version, snapshot: this.fill() };
      this.pending = pending = started;
      const forget = () => {
        if (this.pending === started) this.pending = undefined;
      };
      started.snapshot.then(forget, forget);
    }
    return pending.snapshot;
  }

  private async fill(): Promise<Snapshot> {
    // Taken before the query: a write landing while it runs leaves this snapshot already outdated.
    const filledAt = { version: this.version, time: this.now() };
    const oldest = await listProducts(this.db, 'oldest');
    const snapshot: Snapshot = {
      version: filledAt.version,
      expiresAt: filledAt.time + this.ttlMs,
      // Newest first is exactly oldest first reversed (db/sort.ts).
      list: { oldest: new PreparedJson(JSON.stringify(oldest)), newest: new PreparedJson(JSON.stringify([...oldest].reverse())) },
      byId: new Map(oldest.map((p) => [p._id, new PreparedJson(JSON.stringify(p))])),
    };
    if (!this.snapshot || this.snapshot.version <= snapshot.version) this.snapshot = snapshot;
    return snapshot;
  }
}

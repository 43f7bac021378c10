// The product list is read on nearly every page and changes rarely, so it is kept in memory as
// ready-to-send JSON: one query fills both sort orders and every single-product answer.
// Freshness (docs/decisions/0002-product-list-cache.md):
//  - every write to product rows in this process (new product, stock taken or given back by an
//    order) calls productsChanged() after its transaction commits, which drops the cache at once;
//  - writes made by another instance (PostgreSQL behind a load balancer) are seen after at most
//    ttlMs, the cache's lifetime. The server still checks stock inside the order transaction, so a
//    briefly stale list can never oversell.
import type { Db } from '../../db/client';
import { listProducts } from './product-service';

/** Bumped by every product write in this process; a cache filled under an older version is dropped. */
let version = 0;

/** Call after any committed change to product rows (insert, update, stock change, delete). */
export function productsChanged(): void {
  version++;
}

export type ProductSort = 'oldest' | 'newest';

interface Snapshot {
  version: number;
  expiresAt: number;
  list: Record<ProductSort, string>;
  byId: Map<string, string>;
}

export class ProductListCache {
  private snapshot: Snapshot | undefined;
  private pending: { version: number; snapshot: Promise<Snapshot> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The list as JSON text, oldest or newest first. */
  async list(sort: ProductSort): Promise<string> {
    return (await this.current()).list[sort];
  }

  /** One product as JSON text, or undefined when the cached list does not have it. */
  async one(id: string): Promise<string | undefined> {
    return (await this.current()).byId.get(id);
  }

  private async current(): Promise<Snapshot> {
    const s = this.snapshot;
    if (s && s.version === version && s.expiresAt > this.now()) return s;
    // Single flight: concurrent misses share one query instead of queueing many on the database;
    // but a request arriving after a write never joins a query that started before it.
    let pending = this.pending;
    if (pending?.version !== version) {
      const started = { version, snapshot: this.fill() };
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
    const filledAt = { version, time: this.now() };
    const oldest = await listProducts(this.db, 'oldest');
    const snapshot: Snapshot = {
      version: filledAt.version,
      expiresAt: filledAt.time + this.ttlMs,
      // (created_at, id) ascending reversed is exactly the newest-first order.
      list: { oldest: JSON.stringify(oldest), newest: JSON.stringify([...oldest].reverse()) },
      byId: new Map(oldest.map((p) => [p._id, JSON.stringify(p)])),
    };
    if (!this.snapshot || this.snapshot.version <= snapshot.version) this.snapshot = snapshot;
    return snapshot;
  }
}

// Rendered pages kept per key and served at once; an outdated one (the data it was built from
// changed, or it is older than maxAgeMs: another instance may have changed the data) is still
// served while one re-render runs in the background. Only the very first request for a key waits,
// and concurrent first requests share one render.
export interface SwrOptions {
  /** Identifies the data a value is built from; a value built under another stamp is outdated. */
  stamp: () => string;
  maxAgeMs: number;
  /** Beyond this many keys the oldest is dropped (keys come from requests: they must stay bounded). */
  maxEntries: number;
  onBackgroundError: (error: unknown) => void;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  stamp: string;
  builtAt: number;
}

export class StaleWhileRevalidate<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<Entry<V>>>();
  private readonly now: () => number;

  constructor(private readonly options: SwrOptions) {
    // Read Date.now at each call, so a test's fake clock moves it.
    this.now = options.now ?? (() => Date.now());
  }

  async get(key: string, build: (previous: V | undefined) => Promise<V>): Promise<V> {
    return this.peek(key, build) ?? (await this.rebuild(key, build)).value;
  }

  /**
   * The kept value without waiting (a request answered in the same tick, no promise), starting
   * the background re-render when it is outdated; undefined when nothing is kept yet.
   */
  peek(key: string, build: (previous: V | undefined) => Promise<V>): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently served last: the first entry is the one dropped when the map is full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (entry.stamp !== this.options.stamp() || this.now() - entry.builtAt > this.options.maxAgeMs) {
      this.rebuild(key, build).catch(this.options.onBackgroundError);
    }
    return entry.value;
  }

  private rebuild(key: string, build: (previous: V | undefined) => Promise<V>): Promise<Entry<V>> {
    const running = this.pending.get(key);
    if (running) return running;
    // Taken before building: a change landing meanwhile leaves the new value already outdated.
    const stamp = this.options.stamp();
    const builtAt = this.now();
    const done = build(this.entries.get(key)?.value)
      .then((value) => {
        const entry = { value, stamp, builtAt };
        if (!this.entries.has(key) && this.entries.size >= this.options.maxEntries) {
          this.entries.delete(this.entries.keys().next().value!);
        }
        this.entries.set(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, done);
    return done;
  }
}

import { describe, expect, it } from 'vitest';
import { StaleWhileRevalidate } from './stale-while-revalidate';

/** A build the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setup(maxEntries = 10) {
  const state = { stamp: 'v1', now: 0, builds: 0, errors: [] as unknown[] };
  const cache = new StaleWhileRevalidate<string>({
    stamp: () => state.stamp,
    maxAgeMs: 1000,
    maxEntries,
    onBackgroundError: (e) => state.errors.push(e),
    now: () => state.now,
  });
  return { state, cache };
}

describe('stale-while-revalidate page cache', () => {
  it('concurrent first requests share one build; later ones are served from the cache', async () => {
    const { cache } = setup();
    const build = deferred<string>();
    let builds = 0;
    const make = () => (builds++, build.promise);
    const a = cache.get('/', make);
    const b = cache.get('/', make);
    build.resolve('page 1');
    expect(await Promise.all([a, b])).toEqual(['page 1', 'page 1']);
    expect(await cache.get('/', make)).toBe('page 1');
    expect(builds).toBe(1);
  });

  it('after a change, serves the old page at once and the rebuilt one once ready (one rebuild)', async () => {
    const { state, cache } = setup();
    await cache.get('/', async () => 'old');
    state.stamp = 'v2';
    const rebuild = deferred<string>();
    let rebuilds = 0;
    const make = () => (rebuilds++, rebuild.promise);
    expect(await cache.get('/', make)).toBe('old');
    expect(await cache.get('/', make)).toBe('old');
    expect(rebuilds).toBe(1);
    rebuild.resolve('new');
    await rebuild.promise;
    await Promise.resolve();
    expect(await cache.get('/', make)).toBe('new');
    expect(rebuilds).toBe(1);
  });

  it('peek answers from the cache without waiting, and starts the rebuild of an outdated page', async () => {
    const { state, cache } = setup();
    expect(cache.peek('/', async () => 'never')).toBeUndefined();
    await cache.get('/', async () => 'old');
    expect(cache.peek('/', async () => 'never')).toBe('old');
    state.stamp = 'v2';
    expect(cache.peek('/', async () => 'new')).toBe('old');
    await new Promise((r) => setImmediate(r));
    expect(cache.peek('/', async () => 'never')).toBe('new');
  });

  it('rebuilds a page older than maxAgeMs (another instance may have changed the data)', async () => {
    const { state, cache } = setup();
    await cache.get('/', async () => 'first');
    state.now = 999;
    expect(await cache.get('/', async () => 'never')).toBe('first');
    state.now = 1001;
    expect(await cache.get('/', async () => 'second')).toBe('first');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('/', async () => 'third')).toBe('second');
  });

  it('a failed background rebuild keeps the old page and reports the error', async () => {
    const { state, cache } = setup();
    await cache.get('/', async () => 'kept');
    state.stamp = 'v2';
    expect(await cache.get('/', () => Promise.reject(new Error('database down')))).toBe('kept');
    await new Promise((r) => setImmediate(r));
    expect(state.errors).toHaveLength(1);
    expect(await cache.get('/', async () => 'back')).toBe('kept');
  });

  it('a page built while the data changed is already outdated', async () => {
    const { state, cache } = setup();
    const build = deferred<string>();
    const first = cache.get('/', () => build.promise);
    state.stamp = 'v2'; // a write lands during the render
    build.resolve('built from v1');
    expect(await first).toBe('built from v1');
    expect(await cache.get('/', async () => 'built from v2')).toBe('built from v1');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('/', async () => 'unused')).toBe('built from v2');
  });

  it('keeps at most maxEntries keys', async () => {
    const { cache } = setup(2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2'); // dropped, built anew
  });

  it('drops the least recently served page first (searches cannot push out the landing page)', async () => {
    const { cache } = setup(2);
    await cache.get('/', async () => 'home');
    await cache.get('/products?q=a', async () => 'a');
    expect(await cache.get('/', async () => 'rebuilt')).toBe('home'); // served: now the most recent
    await cache.get('/products?q=b', async () => 'b');
    expect(await cache.get('/', async () => 'rebuilt')).toBe('home');
    expect(await cache.get('/products?q=a', async () => 'a again')).toBe('a again');
  });
});

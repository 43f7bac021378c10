// Public pages as a search engine or a phone without JavaScript gets them: rendered on the server
// with their data, their own title, description, canonical URL and Open Graph tags; unknown paths
// 404 with Page Not Found; the sitemap and robots.txt. Rendered by the web app's real server entry.
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviews } from '../../db/schema/index';
import { sitemapRoutes } from './sitemap-routes';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/users';
import { webEntry } from '../../../test/web-entry';

let t: TestApp;
let web: Awaited<ReturnType<typeof webEntry>>;
/** Pages rendered so far. */
let renders = 0;
const origin = 'https://shop.example.com';
beforeAll(async () => {
  web = await webEntry();
  t = await createTestApp({ seed: true, env: { WEB_DIST: web.webDist, PUBLIC_URL: origin }, pageRenderer: {
      ...web.renderer,
      renderPage: (url, data, pageOrigin) => {
        renders++;
        return web.renderer.renderPage(url, data, pageOrigin);
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The text of every element matching a simple tag+attribute pattern, tags stripped. */
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
/** The names on the product cards of a page. */
const cardNames = (html: string) =>
  html
    .split('data-testid="product-card"')
    .slice(1)
    .map((card) => headings(card, 2)[0] ?? headings(card, 3)[0]!)
    .map((name) => unescape(name));
/** The shop's products (oldest first) as a prefix's pages name them: in its language. */
const languageOf = (prefix: string) => (prefix ? prefix.slice(1, 3) : 'en');
const productsIn = async (prefix: string) => {
  const language = languageOf(prefix);
  return (await get(`/api/product${language === 'en' ? '' : `?lang=${language}`}`)).json<{ _id: string; slug: string; name: string }[]>();
};
/** productsIn of each prefix: one read per language, as every prefix of a language lists the same products. */
const productsInEach = (prefixes: string[]) => {
  const byLanguage = new Map<string, ReturnType<typeof productsIn>>();
  return Promise.all(
    prefixes.map((prefix) => {
      const language = languageOf(prefix);
      if (!byLanguage.has(language)) byLanguage.set(language, productsIn(prefix));
      return byLanguage.get(language)!;
    }),
  );
};
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('public pages come rendered from the server', () => {
  it('the landing page has its banner, the first three products reversed and the newest reviews', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headings(res.body, 1)).toEqual(['Power saws that cut true, shift after shift']);
    const line = res.body.slice(res.body.indexOf('id="manufacturing-line-title"'));
    expect(headings(line.slice(0, line.indexOf('</section>')), 3).map(unescape)).toEqual(['Kerfline JS-90 Orbital Jig Saw', 'Kerfline MS-305 Sliding Compound Mitre Saw', 'Kerfline CS-185 Circular Saw']);
    expect(res.body).toContain('What Our Customers Say');
    // The browser starts from the same data: a JSON block, never an executed inline script.
    expect(res.body).toMatch(/<script type="application\/json" id="page-data">\{"mutations":\[\],"queries":\[/);
    expect(res.body).not.toMatch(/<script>|<script (?!type="module"|type="application\/json")/);
  });

  it('the shop pages show their first page of 24, in their orders, with Load more', async () => {
    const oldest = (await get('/api/product?limit=24')).json<{ name: string }[]>().map((p) => p.name);
    const newest = (await get('/api/product?limit=24&sort=newest')).json<{ name: string }[]>().map((p) => p.name);
    const products = await get('/products');
    expect(cardNames(products.body)).toEqual(oldest);
    expect(products.body).toContain('>Load more</button>');
    expect(cardNames((await get('/all-product')).body)).toEqual(newest);
  });

  it("a shop page's search, filter and sort in the URL render its first page, each URL cached on its own", async () => {
    const expectList = async (url: string, api: string) => {
      const names = (await get(`/api/product?limit=24&${api}`)).json<{ name: string }[]>().map((p) => p.name);
      expect(names.length, api).toBeGreaterThan(0);
      const html = (await get(url)).body;
      expect(cardNames(html), url).toEqual(names);
      return html;
    };
    const blades = await expectList('/products?category=blades-and-accessories&sort=price-desc', 'category=blades-and-accessories&sort=price-desc');
    // The filter is the canonical page; the sort a view of it.
    expect(blades).toContain(`<link rel="canonical" href="${origin}/products?category=blades-and-accessories" />`);
    // The controls show the URL's view.
    expect(blades).toMatch(/<option value="price-desc" selected="">/);
    await expectList('/all-product?q=jig', 'q=jig');
    await expectList('/products?sort=name', 'sort=name');
    // Parameters in another order, or foreign ones, are the same page; malformed ones are ignored.
    await expectList('/products?utm_source=x&sort=price-desc&category=blades-and-accessories', 'category=blades-and-accessories&sort=price-desc');
    await expectList('/products?sort=cheapest&category=Not%20A%20Slug', 'sort=oldest');
    // A search nothing matches: the no-result state, still 200.
    const none = await get('/products?q=zzzzqqqq');
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('No products match your search.');
  });

  it('reviews and blogs carry their content', async () => {
    const reviews = (await get('/reviews')).body;
    expect(reviews).toContain('Resawing veneers is finally easy.');
    const blogs = (await get('/blogs')).body;
    expect(blogs).toContain('How does React decide when a component re-renders?');
    expect(blogs).toContain('Generating keys with Math.random() during render is worse than no key at all');
    expect((await get('/portfolio')).statusCode).toBe(200);
  });

  it('every page has its own title, description, canonical URL (PUBLIC_URL) and Open Graph tags', async () => {
    const titles = new Set<string>();
    for (const path of ['/', '/products', '/all-product', '/reviews', '/blogs', '/portfolio']) {
      const html = (await get(`${path}?utm_source=x`)).body;
      const title = /<title>([^<]+)<\/title>/.exec(html)![1]!;
      titles.add(title);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      expect(html, path).toContain(`<link rel="canonical" href="${origin}${path}" />`);
      expect(html, path).toContain(`<meta property="og:url" content="${origin}${path}" />`);
      expect(html, path).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html, path).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
    }
    expect(titles.size).toBe(6);
  });

  it('an unknown path is 404 with Page Not Found, never indexed', async () => {
    for (const url of ['/no-such-page', '/products/extra/segment', '/dashboard/no-such-tab']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(headings(res.body, 1), url).toEqual(['Page Not Found']);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });

  it('signed-in screens come as the shell with their title, for the browser to render', async () => {
    const res = await get('/dashboard/profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="page-data"');
    expect(res.body).toContain('<title>My Profile | Kerfline Power Saws</title>');
    expect((await get('/ja-jp/dashboard/profile')).body).toMatch(/<html lang="ja"/);
  });

  it('compresses the cached page as a browser asks (br, gzip)', async () => {
    const br = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(br.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('pages are routes of their own, sent in each encoding from the same kept bytes', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/reviews' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/purchase/:id' })).toBe(true);
    const plain = await get('/reviews');
    const br = await get('/reviews', { 'accept-encoding': 'br' });
    const gz = await get('/reviews?from=mail', { 'accept-encoding': 'gzip, deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(headings(plain.body, 1)).toEqual(['Customer Reviews']);
    for (const res of [plain, br, gz]) expect(res.headers.vary).toBe('accept-encoding');
  });

  it('a new product reaches the cached pages without anyone waiting for a re-render', async () => {
    expect((await get('/all-product')).body).not.toContain('Kerfline SSR-1 Fresh Saw');
    const admin = await createUser(t, { admin: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.auth,
      payload: { name: 'Kerfline SSR-1 Fresh Saw', description: 'New.', price: 99, available: 5, minOrderQuantity: 1, img: 'https://example.com/saw.png' },
    });
    expect(created.statusCode).toBe(201);
    // The next request is answered at once from the cache (stale) and starts the re-render...
    expect((await get('/all-product')).body).not.toContain('Kerfline SSR-1 Fresh Saw');
    // ...whose result later requests get.
    await expect.poll(async () => (await get('/all-product')).body).toContain('Kerfline SSR-1 Fresh Saw');
  });

  it('a page due again is rendered again only when its data changed, also behind the app\'s back', async () => {
    expect((await get('/reviews')).statusCode).toBe(200);
    const rendered = renders;
    // Only the clock is faked (the page's age, PRODUCT_CACHE_TTL_MS, is 2 s): the database and the
    // renderer run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past the page's age: requests start re-reads that find the same data.
      for (let i = 0; i < 3; i++) {
        vi.setSystemTime(Date.now() + 2_100);
        expect((await get('/reviews')).body).toContain('Resawing veneers is finally easy.');
      }
      expect(renders).toBe(rendered);
      // Another instance adds a review: this app is not told, the next re-read finds it.
      await t.db.insert(reviews).values({ name: 'Elsewhere Elin', img: 'https://example.com/e.png', content: 'Written on another instance.', rating: 5 });
      vi.setSystemTime(Date.now() + 2_100);
      await expect.poll(async () => (await get('/reviews')).body, { timeout: 15_000 }).toContain('Written on another instance.');
      expect(renders).toBe(rendered + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('data that looks like markup stays text, in the page and in its JSON block', async () => {
    const admin = await createUser(t, { admin: true });
    const name = 'Saw </script><script>alert(1)</script><!--';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.auth,
      payload: { name, description: 'x', price: 1, available: 1, minOrderQuantity: 1, img: 'https://example.com/x.png' },
    });
    expect(created.statusCode).toBe(201);
    await expect.poll(async () => (await get('/all-product')).body).toContain('Saw &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    const html = (await get('/all-product')).body;
    expect(html).not.toContain('<script>alert(1)');
    const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.stringify(JSON.parse(json))).toContain(JSON.stringify(name).slice(1, -1));
  });
});

/** The `hreflang` links of a page: [hreflang, href]. */
const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1]!, m[2]!]);
/** The distinct market prefixes of the demo's markets (the unprefixed pages first). */
const demoPrefixes = async () => {
  const markets = (await get('/api/markets')).json<{ countries: string[]; languages: string[]; fallback: boolean }[]>();
  return [
    '',
    ...markets.filter((m) => !m.fallback).flatMap((m) => m.countries.flatMap((c) => m.languages.map((l) => `/${l}-${c.toLowerCase()}`))).filter((p) => p !== '/en-us'),
  ];
};

describe("a market's pages under its prefix", () => {
  it('render the same page with links that stay in the market, its own canonical URL and every market as an alternate', async () => {
    const res = await get('/en-de/products?utm_source=x');
    expect(res.statusCode).toBe(200);
    expect(headings(res.body, 1)).toEqual(headings((await get('/products')).body, 1));
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/en-de/products" />`);
    const links = hreflangs(res.body);
    expect(links).toContainEqual(['en-DE', `${origin}/en-de/products`]);
    expect(links).toContainEqual(['en-GB', `${origin}/en-gb/products`]);
    expect(links).toContainEqual(['en-JP', `${origin}/en-jp/products`]);
    expect(links).toContainEqual(['de-DE', `${origin}/de-de/products`]);
    expect(links).toContainEqual(['fr-CH', `${origin}/fr-ch/products`]);
    expect(links).toContainEqual(['ja-JP', `${origin}/ja-jp/products`]);
    expect(links).toContainEqual(['en-US', `${origin}/products`]);
    expect(links.at(-1)).toEqual(['x-default', `${origin}/products`]);
    expect(links).toHaveLength((await demoPrefixes()).length + 1);
    // The unprefixed page names the same versions.
    expect(hreflangs((await get('/products')).body)).toEqual(links);
    // Every link of the page leads within the market: its products, its cart, its landing page.
    const hrefs = [...res.body.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.filter((h) => h.startsWith('/products/')), 'a product link left the market').toEqual([]);
    expect(hrefs).toContain('/en-de/cart');
    expect(hrefs).toContain('/en-de');
  });

  it("show the market's prices: euros with VAT in Germany, yen in Japan, dollars unprefixed, and the structured data's currency", async () => {
    const [first] = (await get('/api/product')).json<{ slug: string }[]>();
    const de = await get(`/en-de/products/${first!.slug}`);
    expect(de.statusCode).toBe(200);
    const dePrice = /data-testid="product-price"[^>]*>([^<]+)/.exec(de.body)![1]!;
    expect(dePrice).toMatch(/^€[\d,]+\.\d\d/);
    expect(de.body).toContain('incl. VAT');
    expect(de.body).toMatch(/"priceCurrency":"EUR"/);
    expect(de.body).toContain(`<link rel="canonical" href="${origin}/en-de/products/${first!.slug}" />`);
    const jp = await get(`/en-jp/products/${first!.slug}`);
    expect(/data-testid="product-price"[^>]*>([^<]+)/.exec(jp.body)![1]).toMatch(/^¥[\d,]+$/);
    const us = await get(`/products/${first!.slug}`);
    expect(/data-testid="product-price"[^>]*>([^<]+)/.exec(us.body)![1]).toMatch(/^\$[\d,]+\.\d\d/);
    expect(us.body).not.toContain('incl. VAT');
    expect(us.body).toMatch(/"priceCurrency":"USD"/);
  });

  it('a country in no market is the fallback market\'s, in its language', async () => {
    const res = await get('/en-au/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/en-au" />`);
  });

  it('an unknown prefix is Page Not Found; the home country\'s moves to the unprefixed page', async () => {
    for (const url of ['/en-zz/products', '/ja-de/products', '/de-gb/', '/en-xx', '/it-it/', '/es-us/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(headings(res.body, 1), url).toEqual(['Page Not Found']);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
    }
    const home = await get('/en-us/products?category=jigsaws');
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe('/products?category=jigsaws');
    // A path no page has, in a served market: Page Not Found too.
    expect((await get('/en-de/no-such-page')).statusCode).toBe(404);
  });

  it('render in the language of their prefix, with <html lang>, in every language a market offers', async () => {
    const cases = [
      ['/de-de', 'de', 'Startseite'],
      ['/de-ch/products', 'de', 'Startseite'],
      ['/fr-ch/products', 'fr', 'Accueil'],
      ['/fr-fr', 'fr', 'Accueil'],
      ['/es-es/products', 'es', 'Inicio'],
      ['/es-mx', 'es', 'Inicio'],
      ['/ja-jp', 'ja', 'ホーム'],
      ['/en-de', 'en', 'Home'],
      ['/', 'en', 'Home'],
    ] as const;
    for (const [url, lang, home] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}"`));
      expect(res.body, url).toContain(`>${home}</a>`);
      // The first view gets the messages the page rendered, in its language, and no others.
      const messages = JSON.parse(/<script type="application\/json" id="page-messages">([^<]*)<\/script>/.exec(res.body)![1]!) as Record<string, unknown>;
      expect(JSON.stringify(messages), url).toContain(home);
      expect(Object.keys(messages).length, url).toBeLessThan(200);
    }
    // The head speaks the page's language too: its title and the shell's of a signed-in screen.
    expect((await get('/de-ch/products')).body).toContain('<title>Unsere Produkte | Kerfline Elektrosägen</title>');
    expect((await get('/products')).body).toContain('<title>Our Products | Kerfline Power Saws</title>');
    expect((await get('/ja-jp/dashboard/profile')).body).toContain('<title>プロフィール | Kerfline 電動のこぎり</title>');
    // Two languages of one market share its prices, not their words.
    expect(hreflangs((await get('/de-ch')).body)).toEqual(hreflangs((await get('/fr-ch')).body));
  });

  it('every public page answers in every language, with its lang, its own title and no English menu', async () => {
    const home = { en: 'Home', de: 'Startseite', fr: 'Accueil', es: 'Inicio', ja: 'ホーム' } as const;
    for (const [language, prefix] of [['en', ''], ['de', '/de-de'], ['fr', '/fr-fr'], ['es', '/es-es'], ['ja', '/ja-jp']] as const) {
      // A product's page is at its slug in the page's language.
      const [first] = await productsIn(prefix);
      const pages = ['/', '/products', '/all-product', '/reviews', '/blogs', '/portfolio', '/cart', '/login', '/signup', '/forgot-password', '/legal/terms', `/products/${first!.slug}`, '/no-such-page'];
      const titles = new Set<string>();
      for (const page of pages) {
        const url = `${prefix}${page === '/' && prefix ? '' : page}`;
        const res = await get(url);
        expect(res.statusCode, url).toBe(page === '/no-such-page' ? 404 : 200);
        expect(res.body, url).toContain(`<html lang="${language}"`);
        // A rendered page's menu in its language (the cart and the sign-in screens come as the shell).
        if (!res.body.includes('<div id="root"></div>')) expect(res.body, url).toContain(`>${home[language]}</a>`);
        if (language !== 'en') expect(res.body, url).not.toContain('>Home</a>');
        titles.add(/<title>([^<]*)<\/title>/.exec(res.body)![1]!);
      }
      // Each page names itself: no two share a title in any language.
      expect(titles.size, language).toBe(pages.length);
    }
  });

  it("signed-in screens under a prefix come as the shell, for the browser's router to render below the prefix", async () => {
    const res = await get('/en-de/dashboard/profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>My Profile | Kerfline Power Saws</title>');
  });
  it("the landing page and the blog show the owner's texts in the page's language, the owner's English where it has none", async () => {
    const admin = await createUser(t, { admin: true });
    const put = (language: string, key: string, text: string) => t.app.inject({ method: 'PUT', url: `/api/admin/page-texts/${language}/${key}`, headers: admin.auth, payload: { text } });
    expect((await put('de', 'blog.list-keys.question', 'Warum braucht jede Zeile einer Liste einen Schlüssel?')).statusCode).toBe(200);
    expect((await put('en', 'landing.title', 'Saws that cut true')).statusCode).toBe(200);
    // The pages are kept and re-read when due (2 s): only the clock is faked.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2_100);
      await expect.poll(async () => (await get('/de-de/blogs')).body, { timeout: 15_000 }).toContain('Warum braucht jede Zeile einer Liste einen Schlüssel?');
      const blog = (await get('/de-de/blogs')).body;
      // The questions the owner did not rewrite are the store's own German.
      expect(blog).not.toContain('How does React decide when a component re-renders?');
      await expect.poll(async () => headings((await get('/de-de')).body, 1), { timeout: 15_000 }).toEqual(['Saws that cut true']);
      await expect.poll(async () => headings((await get('/')).body, 1), { timeout: 15_000 }).toEqual(['Saws that cut true']);
    } finally {
      vi.useRealTimers();
      for (const [language, key] of [['de', 'blog.list-keys.question'], ['en', 'landing.title']] as const)
        await t.app.inject({ method: 'DELETE', url: `/api/admin/page-texts/${language}/${key}`, headers: admin.auth });
    }
  });
});

describe('sitemap and robots.txt', () => {
  it('robots.txt keeps crawlers out of the dashboard and the API and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api', `Sitemap: ${origin}/sitemap.xml`]),
    );
  });

  it('the sitemap lists the public pages, the legal pages written and every product', async () => {
    const products = (await get('/api/product')).json<{ slug: string }[]>();
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([`${origin}/`, `${origin}/products`, `${origin}/all-product`, `${origin}/reviews`, `${origin}/blogs`, `${origin}/portfolio`]),
    );
    const prefixes = await demoPrefixes();
    // Every page and every product once in every market, at its slug in the prefix's language.
    const listed = new Set(locs);
    const inPrefixes = await productsInEach(prefixes);
    const missing = prefixes.flatMap((prefix, i) =>
      [...inPrefixes[i]!.map((p) => `${origin}${prefix}/products/${p.slug}`), `${origin}${prefix}/reviews`, `${origin}${prefix || '/'}`].filter((loc) => !listed.has(loc)),
    );
    expect(missing).toEqual([]);
    const legal = ['terms', 'privacy', 'shipping-returns', 'imprint'].map((slug) => `${origin}/legal/${slug}`);
    expect(locs).toEqual(expect.arrayContaining(legal));
    expect(locs).toHaveLength((6 + legal.length + products.length) * prefixes.length);
    expect(new Set(locs).size).toBe(locs.length);
    // A public page names its version in every market, as its HTML does.
    const entry = /<url><loc>[^<]+\/en-gb\/reviews<\/loc>(.*?)<\/url>/.exec(res.body)![1]!;
    const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual(hreflangs((await get('/reviews')).body));
  });

  it('refuses a malformed cursor in the one error shape', async () => {
    const res = await get('/sitemap-products.xml?after=not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('beyond the per-file limit, a sitemap index of files paged by product id covers every product once', async () => {
    const small = Fastify();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    // Each market's products in two files (the second one short), the public pages in a file of their own.
    const urlsPerFile = 16;
    await small.register(sitemapRoutes, { db: t.db, canonicalOrigin: origin, urlsPerFile });
    const products = (await get('/api/product')).json<{ slug: string }[]>();
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(files[0]).toBe(`${origin}/sitemap-pages.xml`);
    const prefixes = await demoPrefixes();
    expect(Math.ceil(products.length / urlsPerFile)).toBe(2);
    expect(files).toHaveLength(1 + prefixes.length * 2);
    const locs: string[] = [];
    for (const file of files) {
      const res = await small.inject({ method: 'GET', url: file.slice(origin.length) });
      expect(res.statusCode, file).toBe(200);
      const inFile = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      // The pages' file: six public pages and four legal ones in every market.
      expect(inFile.length, file).toBeLessThanOrEqual(file.endsWith('pages.xml') ? 10 * prefixes.length : urlsPerFile);
      locs.push(...inFile);
    }
    const productLocs = locs.filter((l) => l.includes('/products/'));
    const expected = (await productsInEach(prefixes)).map((inPrefix, i) => inPrefix.map((p) => `${origin}${prefixes[i]}/products/${p.slug}`));
    expect(productLocs.sort()).toEqual(expected.flat().sort());
    expect((await small.inject({ method: 'GET', url: '/sitemap-products.xml?market=ja-de' })).statusCode).toBe(404);
    await small.close();
  });
});
